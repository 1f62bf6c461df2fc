// CSC 204 and its course page as the API answers them, for this feature's tests.
import type { Course } from '@lectern/shared-api/contract';
import { courseFixture, materialFixture, type FakeReply } from '@lectern/shared-api/testing';

/** CSC 204, Data Structures, taught in Computer Science at 200 level. */
export function csc204Fixture(overrides: Partial<Course> = {}): Course {
  return courseFixture({
    description: 'Lists, trees and graphs.',
    departments: [{ departmentId: 'd1', level: 200, department: { name: 'Computer Science' } }],
    ...overrides,
  });
}

/** The course page of `course`: a 2023 exam among its Exam Past Questions, Week 1 notes among its Lecture Notes. */
export function coursePageWithMaterials(course: Course): FakeReply<'GET /api/courses/by-code/:code'> {
  return {
    data: {
      course,
      materials: [
        { classification: 'exam-past-questions', materials: [materialFixture({ id: 'a', label: '2023 exam' })] },
        { classification: 'lecture-notes', materials: [materialFixture({ id: 'b', label: 'Week 1 notes' })] },
      ],
    },
  };
}
