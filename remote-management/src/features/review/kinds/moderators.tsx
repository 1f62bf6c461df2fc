import { ModeratorApplicationCard } from '../components/cards/ModeratorApplicationCard.tsx';
import type { ReviewKindView } from './kindView.ts';

const applicantName = ({ applicant }: { applicant: { firstName: string; lastName: string } }) => `${applicant.firstName} ${applicant.lastName}`;

/** Students' applications to moderate (docs/spec-resolutions.md: /management/moderators-review; admins only). */
export const moderatorsView: ReviewKindView<'moderators'> = {
  kind: 'moderators',
  title: 'Moderator Applications',
  intro: 'Students who want to help review their department. Approving one makes them a moderator.',
  noun: { title: 'Application', text: 'application' },
  searchLabel: 'Search applications',
  empty: {
    title: 'No applications found',
    pending: 'There are no applications waiting for review.',
    approved: 'There are no approved applications.',
    rejected: 'There are no rejected applications.',
  },
  loading: 'Loading applications...',
  loadError: { failed: 'Failed to load applications', exception: 'An error occurred while loading applications' },
  toasts: {
    approved: 'Application approved',
    rejected: 'Application rejected',
    deleted: 'Application deleted successfully',
    deleteFailed: 'Failed to delete application',
  },
  decisionNotes: {
    approved: 'The student becomes a moderator at once and is told.',
    rejected: 'The student is told, with your reason.',
  },
  keyOf: (application) => application.id,
  nameOf: (application) => `${applicantName(application)}'s application`,
  renderCard: (application) => <ModeratorApplicationCard application={application} />,
};
