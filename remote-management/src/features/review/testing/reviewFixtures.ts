// Review items as the API answers them, for this feature's tests.
import type { Course, DepartmentCourseReviewItem, Material, MaterialReportReviewItem, Paged } from '@lectern/shared-api';
import type { Blog, ModeratorApplication } from '@lectern/shared-api/contract';
import { courseFixture as approvedCourseFixture, blogFixture as postFixture, materialFixture as listedMaterialFixture } from '@lectern/shared-api/testing';

/** A course waiting for review, taken by no department. */
export function courseFixture(overrides: Partial<Course> = {}): Course {
  return approvedCourseFixture({
    courseName: 'Intro to Graphs',
    courseCode: 'CSC201',
    description: 'Vertices, edges and walks.',
    reviewStatus: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  });
}

export function dlcFixture(overrides: Partial<DepartmentCourseReviewItem> = {}): DepartmentCourseReviewItem {
  return {
    departmentId: 'd1',
    courseId: 'c1',
    level: 200,
    reviewStatus: 'pending',
    reviewComment: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    department: { id: 'd1', name: 'Computer Science' },
    course: { courseName: 'Intro to Graphs', courseCode: 'csc201', description: 'Vertices, edges and walks.' },
    ...overrides,
  };
}

/** A post waiting for review, with no tags. */
export function blogFixture(overrides: Partial<Blog> = {}): Blog {
  return postFixture({
    title: 'How I revise for exams',
    type: 'study_tips',
    description: 'Short sessions, every day.',
    body: 'Long text',
    tags: [],
    reviewStatus: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  });
}

/** A material waiting for review, uploaded just now and not yet opened. */
export function materialFixture(overrides: Partial<Material> = {}): Material {
  return listedMaterialFixture({ reviewStatus: 'pending', downloads: 0, views: 0, likes: 0, createdAt: new Date().toISOString(), ...overrides });
}

export function reportFixture(overrides: Partial<MaterialReportReviewItem> = {}): MaterialReportReviewItem {
  return {
    id: 'r1',
    reason: 'copyright',
    text: 'Scanned from the textbook.',
    reviewStatus: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    reporter: { firstName: 'Chi', lastName: 'Eze' },
    openReports: 3,
    material: materialFixture({ reviewStatus: 'approved' }),
    ...overrides,
  };
}

export function applicationFixture(overrides: Partial<ModeratorApplication> = {}): ModeratorApplication {
  return {
    id: 'app1',
    department: { id: 'd1', name: 'Computer Science' },
    level: 300,
    reason: 'I have tutored first years for two sessions and know the course outlines well.',
    reviewStatus: 'pending',
    reviewComment: null,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    applicant: { id: 'u3', firstName: 'Ada', lastName: 'Obi', username: 'adaobi', email: 'ada@uni.edu' },
    ...overrides,
  };
}

/** One page of a queue. */
export function paged<T>(data: T[], { page = 1, totalPages = 1, limit = 9 }: { page?: number; totalPages?: number; limit?: number } = {}): Paged<T> {
  return { data, pagination: { page, limit, total: data.length === 0 ? 0 : Math.max(data.length, (totalPages - 1) * limit + data.length), totalPages } };
}
