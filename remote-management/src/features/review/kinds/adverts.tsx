import { AnnouncementReviewCard } from '../components/cards/AnnouncementReviewCard.tsx';
import type { ReviewKindView } from './kindView.ts';

/**
 * Announcements staff write (docs/spec-resolutions.md: /management/adverts-review). Moderators see the
 * queue; admins decide it (REVIEW_ACCESS).
 */
export const advertsView: ReviewKindView<'adverts'> = {
  kind: 'adverts',
  title: 'Adverts Review',
  intro: "Approved announcements show on students' dashboards from their start date to their end date.",
  noun: { title: 'Announcement', text: 'announcement' },
  searchLabel: 'Search announcements',
  empty: {
    title: 'No announcements found',
    pending: 'There are no announcements waiting for review.',
    approved: 'There are no approved announcements.',
    rejected: 'There are no rejected announcements.',
  },
  loading: 'Loading announcements...',
  loadError: { failed: 'Failed to load announcements', exception: 'An error occurred while loading announcements' },
  toasts: {
    approved: 'Announcement approved',
    rejected: 'Announcement rejected',
    deleted: 'Announcement deleted successfully',
    deleteFailed: 'Failed to delete announcement',
  },
  decisionNotes: {
    approved: "It shows on students' dashboards between its dates, and its author is told.",
    rejected: 'Its author is told, with your reason.',
  },
  keyOf: (announcement) => announcement.id,
  nameOf: (announcement) => announcement.title,
  renderCard: (announcement) => <AnnouncementReviewCard announcement={announcement} />,
};
