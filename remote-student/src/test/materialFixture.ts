import type { Material } from '@lectern/shared-api';

/** A material as the API answers it, for this feature's tests. */
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
    reviewStatus: 'approved',
    reviewComment: null,
    downloads: 3,
    views: 10,
    likes: 2,
    pages: 12,
    previewUrl: null,
    url: null,
    fileName: 'notes.pdf',
    size: 2_400_000,
    createdAt: '2026-02-01T10:00:00.000Z',
    isSaved: false,
    isLiked: false,
    canDownload: true,
    skipsQueue: false,
    ...overrides,
  };
}
