import { ReportReviewCard } from '../components/cards/ReportReviewCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

/**
 * Students' reports of materials (docs/spec-resolutions.md: reports have their own queue). The tabs keep
 * the layout's names: Pending = open, Approved = upheld, Rejected = dismissed.
 */
export const reportsView: ReviewKindView<'reports'> = {
  kind: 'reports',
  title: 'Reports',
  intro: 'Approving a report hides the material and tells its uploader why. Rejecting it dismisses the report.',
  ...queueWords({ title: 'Report', text: 'report' }, 'reports', { approved: 'Report approved. The material is hidden.' }),
  searchLabel: 'Search reported materials',
  decisionNotes: {
    approved: 'The material will be hidden and its uploader told why, with your comment. Every open report of it is settled.',
    rejected: 'Every open report of this material is dismissed. If reports had hidden it, it is shown again.',
  },
  keyOf: (report) => report.id,
  nameOf: (report) => `the report on ${report.material.label}`,
  renderCard: (report) => <ReportReviewCard report={report} />,
};
