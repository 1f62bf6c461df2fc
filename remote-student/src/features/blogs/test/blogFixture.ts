import type { Blog, Paged } from '@lectern/shared-api/contract';

/** A post as the API answers it, for this feature's tests. */
export function blogFixture(overrides: Partial<Blog> = {}): Blog {
  return {
    id: 'b1',
    title: 'How I revise for past questions',
    type: 'exam_prep',
    description: 'Three habits that took my MTH 101 grade from C to A.',
    body: 'Start early.\n\nWork the questions, then read the notes.',
    headingImageAddress: null,
    tags: ['exams'],
    views: 12,
    likes: 3,
    isLiked: false,
    reviewStatus: 'approved',
    reviewComment: null,
    creator: { id: 'u2', firstName: 'Bola', lastName: 'Ade' },
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** One page of posts. */
export const blogPage = (data: Blog[], totalPages = 1): Paged<Blog> => ({
  data,
  pagination: { page: 1, limit: 10, total: data.length, totalPages },
});
