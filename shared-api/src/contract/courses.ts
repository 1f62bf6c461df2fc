// Course management: the specification's course calls (docs/api-contract.md, the /courses
// rows), their limits and their words. The Course model itself is in models.ts.
import { COURSE_LINK_LEVELS } from './limits.ts';
import type { ReviewStatus } from './enums.ts';
import type { Course } from './models.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

export const COURSE_NAME_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 2000;
/** The specification's page size of the course list: 10 courses. */
export const COURSE_LIST_PAGE_SIZE = 10;

export type CourseLinkLevel = (typeof COURSE_LINK_LEVELS)[number];

/** GET /courses: every field optional; `allowDepartments` false leaves each course's departments empty. */
export interface CourseListQuery {
  page?: number;
  limit?: number;
  departmentId?: string;
  level?: number;
  /** A course code in any spacing or case (by prefix), or words of the name (by prefix). */
  query?: string;
  allowDepartments?: boolean;
  /** true: each course carries `approvedMaterials` (browse courses). */
  withMaterialCounts?: boolean;
}

/** A course as GET /courses lists it; `approvedMaterials` only when `withMaterialCounts` is asked. */
export interface CourseListItem extends Course {
  /** The approved materials the asker's course page lists (approved, public, not hidden; restricted ones for members and staff). */
  approvedMaterials?: number;
}

/** GET /courses/levels?departmentId=: the levels a department takes courses at (browse courses). */
export interface CourseLevelsQuery {
  departmentId: string;
}

/** One level of GET /courses/levels: how many courses the department takes there (students: approved ones). */
export interface CourseLevelCount {
  level: number;
  courses: number;
}

/** Browse courses asks for a whole department level at once (PAGE_SIZE_MAX); more pages are rare. */
export const COURSE_BROWSE_PAGE_SIZE = 100;

/** POST /courses: a new course, linked to one department at one level (default 100). */
export interface CreateCourseRequest {
  courseName: string;
  /** Spaces are removed; at most COURSE_CODE_MAX letters and digits remain. */
  courseCode: string;
  description?: string | null;
  departmentId: string;
  level?: number;
}

/** POST /courses/department-level: an existing course taken by a department at a level (default 100). */
export interface CourseLinkRequest {
  courseId: string;
  departmentId: string;
  level?: number;
}

/** PATCH /courses/:id. An omitted description stays as it is; '' or null clear it. */
export interface CourseUpdateRequest {
  courseName: string;
  courseCode: string;
  description?: string | null;
}

/** A department-level course as POST /courses/department-level answers it. */
export interface CourseLink {
  courseId: string;
  departmentId: string;
  level: number;
  reviewStatus: ReviewStatus;
  createdAt: string;
}

/** DELETE /courses/:id answers the id of the course that is gone. */
export interface CourseDeleted {
  id: string;
}

/** DELETE /courses/department-level/:departmentId/:courseId answers the link that is gone. */
export interface CourseUnlinked {
  courseId: string;
  departmentId: string;
}

export const COURSE_MESSAGES = {
  courseNameRequired: VALIDATION_MESSAGES.courseNameRequired,
  courseNameTooLong: `Course name cannot be more than ${COURSE_NAME_MAX} characters`,
  courseCodeRequired: VALIDATION_MESSAGES.courseCodeRequired,
  /** The spec's words: 7 or more characters (spaces not counted) are refused, so at most COURSE_CODE_MAX remain. */
  courseCodeTooLong: VALIDATION_MESSAGES.courseCodeTooLong,
  courseCodeCharacters: 'Course code can only contain letters and digits',
  courseCodeTaken: 'A course with this code already exists.',
  descriptionTooLong: `Description cannot be more than ${COURSE_DESCRIPTION_MAX} characters`,
  courseRequired: VALIDATION_MESSAGES.courseRequired,
  departmentRequired: VALIDATION_MESSAGES.departmentRequired,
  departmentUnknown: 'Choose a department from the list',
  levelInvalid: `Level must be one of ${COURSE_LINK_LEVELS.join(', ')}`,
  courseNotFound: 'This course does not exist.',
  linkExists: 'This course is already linked to this department.',
  linkNotFound: 'This course is not linked to this department.',
  unverified: 'Verify your email address before adding courses.',
  // What the portal's course management shows, in the specification's words.
  courseCodeNoSpaces: VALIDATION_MESSAGES.courseCodeNoSpaces,
  existingCourseRequired: VALIDATION_MESSAGES.existingCourseRequired,
  courseLinked: 'Course linked to department successfully',
  courseCreated: 'Course created successfully',
  courseUpdated: 'Course updated successfully',
  courseDeleted: 'Course deleted successfully',
  courseUnlinked: 'Course unlinked from department successfully',
  linkFailed: 'Failed to link course to department. Please try again.',
  createFailed: 'Failed to create course. Please try again.',
  actionFailed: 'An error occurred. Please try again.',
  updateFailed: 'Failed to update course',
  deleteFailed: 'Failed to delete course',
  unlinkFailed: 'Failed to unlink course from department',
  listFailed: 'An error occurred while fetching courses',
  detailFailed: 'Failed to load course details',
  confirmDelete: 'Are you sure you want to delete this course? This action cannot be undone.',
  confirmUnlink: 'Are you sure you want to unlink this department from the course? This action cannot be undone.',
  noCourses: 'No courses found',
  noDepartments: 'No departments found.',
  // A student's proposal of a course the upload form's picker does not find (pending until reviewed).
  suggestCourse: "Can't find your course? Suggest it",
  proposalSent: 'Thanks! The course was sent for review.',
  proposalPending: 'You can pick it once it is approved.',
  proposalFailed: 'Failed to send the course. Please try again.',
} as const;

/** The code as stored: without spaces (case kept); `COURSE_CODE_MAX` bounds what is left. */
export function storedCourseCode(code: string): string {
  return code.replace(/\s+/g, '');
}
