import { ModeratorApplicationCard } from '../components/cards/ModeratorApplicationCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

const applicantName = ({ applicant }: { applicant: { firstName: string; lastName: string } }) => `${applicant.firstName} ${applicant.lastName}`;

/** Students' applications to moderate (docs/spec-resolutions.md: /management/moderators-review; admins only). */
export const moderatorsView: ReviewKindView<'moderators'> = {
  kind: 'moderators',
  title: 'Moderator Applications',
  intro: 'Students who want to help review their department. Approving one makes them a moderator.',
  ...queueWords({ title: 'Application', text: 'application' }, 'applications'),
  searchLabel: 'Search applications',
  decisionNotes: {
    approved: 'The student becomes a moderator at once and is told.',
    rejected: 'The student is told, with your reason.',
  },
  keyOf: (application) => application.id,
  nameOf: (application) => `${applicantName(application)}'s application`,
  renderCard: (application) => <ModeratorApplicationCard application={application} />,
};
