import { PostReportReviewCard } from '../components/cards/PostReportReviewCard.tsx';
import type { ReviewKindView } from './kindView.ts';

/**
 * Members' reports of study group threads and replies, beside the Reports queue of
 * materials. Pending = open, Approved = upheld (the post is hidden; members see "Removed by a
 * moderator"), Rejected = dismissed. A decision settles every open report of the post.
 */
export const groupReportsView: ReviewKindView<'group-reports'> = {
  kind: 'group-reports',
  title: 'Group reports',
  intro:
    'Reports of posts in study groups. Approving a report hides the post: members see "Removed by a moderator" in its place. Rejecting it dismisses the report.',
  noun: { title: 'Report', text: 'report' },
  searchLabel: 'Search reported posts',
  empty: {
    title: 'No group reports found',
    pending: 'There are no group reports waiting for review.',
    approved: 'There are no approved group reports.',
    rejected: 'There are no rejected group reports.',
  },
  loading: 'Loading group reports...',
  loadError: { failed: 'Failed to load group reports', exception: 'An error occurred while loading group reports' },
  toasts: {
    approved: 'Report approved. The post is hidden.',
    rejected: 'Report rejected',
    deleted: 'Report deleted successfully',
    deleteFailed: 'Failed to delete report',
  },
  decisionNotes: {
    approved: 'The post will be hidden from its group: members see "Removed by a moderator". Every open report of it is settled.',
    rejected: 'Every open report of this post is dismissed. The post stays as it is.',
  },
  keyOf: (report) => report.id,
  nameOf: (report) => (report.post.isReply ? `the report on a reply in ${report.post.threadTitle}` : `the report on ${report.post.threadTitle}`),
  renderCard: (report) => <PostReportReviewCard report={report} />,
};
