// Reports of study group posts as the Group reports queue lists them, for this feature's tests.
import type { PostReportReviewItem } from '@lectern/shared-api/contract';

export function postReportFixture(overrides: Partial<PostReportReviewItem> = {}, post: Partial<PostReportReviewItem['post']> = {}): PostReportReviewItem {
  return {
    id: 'pr1',
    reason: 'abuse',
    text: 'Insults another member.',
    reviewStatus: 'pending',
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    reporter: { id: 'u2', firstName: 'Chi', lastName: 'Eze' },
    openReports: 2,
    post: {
      id: 'p9',
      groupId: 'g1',
      groupName: 'CSC 204 study circle',
      threadTitle: 'Past questions for the exam',
      threadId: 't1',
      isReply: true,
      body: 'You are all useless.\nGo away.',
      author: { id: 'u3', firstName: 'Tobi', lastName: 'Ola' },
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      hidden: false,
      ...post,
    },
    ...overrides,
  };
}
