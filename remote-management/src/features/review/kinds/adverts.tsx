import { AnnouncementReviewCard } from '../components/cards/AnnouncementReviewCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

/**
 * Announcements staff write (docs/spec-resolutions.md: /management/adverts-review). Moderators see the
 * queue; admins decide it (REVIEW_ACCESS).
 */
export const advertsView: ReviewKindView<'adverts'> = {
  kind: 'adverts',
  title: 'Adverts Review',
  intro: "Approved announcements show on students' dashboards from their start date to their end date.",
  ...queueWords({ title: 'Announcement', text: 'announcement' }, 'announcements'),
  searchLabel: 'Search announcements',
  decisionNotes: {
    approved: "It shows on students' dashboards between its dates, and its author is told.",
    rejected: 'Its author is told, with your reason.',
  },
  keyOf: (announcement) => announcement.id,
  nameOf: (announcement) => announcement.title,
  renderCard: (announcement) => <AnnouncementReviewCard announcement={announcement} />,
};
