import { PostReportReviewCard } from '../components/cards/PostReportReviewCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

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
  ...queueWords({ title: 'Report', text: 'report' }, 'group reports', { approved: 'Report approved. The post is hidden.' }),
  searchLabel: 'Search reported posts',
  decisionNotes: {
    approved: 'The post will be hidden from its group: members see "Removed by a moderator". Every open report of it is settled.',
    rejected: 'Every open report of this post is dismissed. The post stays as it is.',
  },
  keyOf: (report) => report.id,
  nameOf: (report) => (report.post.isReply ? `the report on a reply in ${report.post.threadTitle}` : `the report on ${report.post.threadTitle}`),
  renderCard: (report) => <PostReportReviewCard report={report} />,
};
