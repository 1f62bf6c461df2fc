import { DlcReviewCard } from '../components/cards/DlcReviewCard.tsx';
import type { ReviewKindView } from './kindView.ts';

/** Courses linked to a department at a level (the specification's DLC Review); keyed by department and course. */
export const dlcView: ReviewKindView<'dlc'> = {
  kind: 'dlc',
  title: 'DLC Review',
  noun: { title: 'DLC', text: 'DLC' },
  searchLabel: 'Search department level courses',
  empty: {
    title: 'No department level courses found',
    pending: 'There are no department level courses waiting for review.',
    approved: 'There are no approved department level courses.',
    rejected: 'There are no rejected department level courses.',
  },
  loading: 'Loading department level courses...',
  loadError: {
    failed: 'Failed to load department level courses',
    exception: 'An error occurred while loading department level courses',
  },
  toasts: {
    approved: 'DLC approved',
    rejected: 'DLC rejected',
    deleted: 'DLC deleted successfully',
    deleteFailed: 'Failed to delete DLC',
  },
  keyOf: (item) => [item.departmentId, item.courseId] as const,
  nameOf: (item) => `${item.course.courseName} for ${item.department.name || item.departmentId}`,
  renderCard: (item) => <DlcReviewCard item={item} />,
};
