// Courses and departments as the server sends them, for the course management tests.
import type { Course, CourseSelectionItem, Department, Paged } from '@lectern/shared-api';
import { courseFixture as approvedCourseFixture } from '@lectern/shared-api/testing';

export const DEPARTMENTS: Department[] = [
  { id: 'd-mth', name: 'Mathematics', facultyId: 'f-sci' },
  { id: 'd-csc', name: 'Computer Science', facultyId: 'f-sci' },
  { id: 'd-phy', name: 'Physics', facultyId: 'f-sci' },
];

/** Data Structures, approved, taken by Computer Science (approved link) and Mathematics (pending link). */
export function courseFixture(overrides: Partial<Course> = {}): Course {
  return approvedCourseFixture({
    description: 'Lists, trees and graphs.',
    createdAt: '2026-03-12T10:00:00.000Z',
    departments: [
      { departmentId: 'd-csc', level: 200, department: { name: 'Computer Science' }, reviewStatus: 'approved' },
      { departmentId: 'd-mth', level: 300, department: { name: 'Mathematics' }, reviewStatus: 'pending' },
    ],
    ...overrides,
  });
}

export const SELECTION: CourseSelectionItem[] = [
  { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures', description: null },
  { id: 'c2', courseCode: 'CSC301', courseName: 'Operating Systems', description: null },
];

export function pageOf(data: Course[], page = 1, totalPages = 1): Paged<Course> {
  return { data, pagination: { page, limit: 10, total: totalPages * 10, totalPages } };
}
