import { DlcReviewCard } from '../components/cards/DlcReviewCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

/** Courses linked to a department at a level (the specification's DLC Review); keyed by department and course. */
export const dlcView: ReviewKindView<'dlc'> = {
  kind: 'dlc',
  title: 'DLC Review',
  ...queueWords({ title: 'DLC', text: 'DLC' }, 'department level courses'),
  searchLabel: 'Search department level courses',
  keyOf: (item) => [item.departmentId, item.courseId] as const,
  nameOf: (item) => `${item.course.courseName} for ${item.department.name || item.departmentId}`,
  renderCard: (item) => <DlcReviewCard item={item} />,
};
