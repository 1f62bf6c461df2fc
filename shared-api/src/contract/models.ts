// Entities of the specification's data model as the API returns them (camelCase).
import type { ReviewStatus, Role, SuggestionType } from './enums.ts';

export interface Department {
  id: string;
  name: string;
  facultyId: string;
}

export interface Faculty {
  id: string;
  name: string;
  departments: Array<{ id: string; name: string }>;
}

export interface SearchSuggestion {
  id: string;
  title: string;
  type: SuggestionType;
  subtitle: string;
}

export interface PublicStats {
  students: number;
  courses: number;
  departments: number;
  resources: number;
}

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
  username: string | null;
  email: string;
  departmentId: string | null;
  facultyId: string | null;
  level: number | null;
  createdAt: string;
  auth: { emailVerified: boolean };
}

export interface AuthCheck {
  loggedIn: boolean;
}

export interface Course {
  id: string;
  courseName: string;
  courseCode: string;
  description: string | null;
  reviewStatus: ReviewStatus;
  createdAt: string;
  /**
   * The departments that take the course, each at one level. The course calls give each link's
   * reviewStatus (staff also see pending and rejected links); the course page lists approved ones only.
   */
  departments: Array<{ departmentId: string; level: number; department: { name: string }; reviewStatus?: ReviewStatus }>;
}

/** One row of GET /courses/selection: what a course picker lists. */
export interface CourseSelectionItem {
  id: string;
  courseCode: string;
  courseName: string;
  description: string | null;
}

export interface Health {
  ok: true;
  database: 'pglite' | 'postgres';
}
