import { ReportReviewCard } from '../components/cards/ReportReviewCard.tsx';
import type { ReviewKindView } from './kindView.ts';

/**
 * Students' reports of materials (docs/spec-resolutions.md: reports have their own queue). The tabs keep
 * the layout's names: Pending = open, Approved = upheld, Rejected = dismissed.
 */
export const reportsView: ReviewKindView<'reports'> = {
  kind: 'reports',
  title: 'Reports',
  intro: 'Approving a report hides the material and tells its uploader why. Rejecting it dismisses the report.',
  noun: { title: 'Report', text: 'report' },
  searchLabel: 'Search reported materials',
  empty: {
    title: 'No reports found',
    pending: 'There are no reports waiting for review.',
    approved: 'There are no approved reports.',
    rejected: 'There are no rejected reports.',
  },
  loading: 'Loading reports...',
  loadError: { failed: 'Failed to load reports', exception: 'An error occurred while loading reports' },
  toasts: {
    approved: 'Report approved. The material is hidden.',
    rejected: 'Report rejected',
    deleted: 'Report deleted successfully',
    deleteFailed: 'Failed to delete report',
  },
  decisionNotes: {
    approved: 'The material will be hidden and its uploader told why, with your comment. Every open report of it is settled.',
    rejected: 'Every open report of this material is dismissed. If reports had hidden it, it is shown again.',
  },
  keyOf: (report) => report.id,
  nameOf: (report) => `the report on ${report.material.label}`,
  renderCard: (report) => <ReportReviewCard report={report} />,
};
