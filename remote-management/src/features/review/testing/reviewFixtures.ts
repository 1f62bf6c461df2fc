// Review items as the API answers them, for this feature's tests.
import type { Course, DepartmentCourseReviewItem, Material, MaterialReportReviewItem, Paged } from '@lectern/shared-api';
import type { Blog, ModeratorApplication } from '@lectern/shared-api/contract';

export function courseFixture(overrides: Partial<Course> = {}): Course {
  return {
    id: 'c1',
    courseName: 'Intro to Graphs',
    courseCode: 'CSC201',
    description: 'Vertices, edges and walks.',
    reviewStatus: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    departments: [],
    ...overrides,
  };
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

export function blogFixture(overrides: Partial<Blog> = {}): Blog {
  return {
    id: 'b1',
    title: 'How I revise for exams',
    type: 'study_tips',
    description: 'Short sessions, every day.',
    body: 'Long text',
    headingImageAddress: null,
    tags: [],
    views: 12,
    likes: 3,
    isLiked: false,
    reviewStatus: 'pending',
    reviewComment: null,
    creator: { id: 'u2', firstName: 'Bola', lastName: 'Ade' },
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function materialFixture(overrides: Partial<Material> = {}): Material {
  return {
    id: 'm1',
    label: 'CSC 204 lecture notes',
    description: 'Weeks 1 to 6',
    classification: 'lecture-notes',
    type: 'pdf',
    visibility: 'public',
    restriction: 'downloadable',
    tags: ['exam'],
    course: { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' },
    creator: { id: 'u2', firstName: 'Bola', lastName: 'Ade', username: 'bola' },
    reviewStatus: 'pending',
    reviewComment: null,
    downloads: 0,
    views: 0,
    likes: 0,
    pages: 12,
    previewUrl: null,
    url: null,
    fileName: 'notes.pdf',
    size: 2_400_000,
    createdAt: new Date().toISOString(),
    isSaved: false,
    isLiked: false,
    canDownload: true,
    skipsQueue: false,
    ...overrides,
  };
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
