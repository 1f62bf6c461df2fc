import { CourseReviewCard } from '../components/cards/CourseReviewCard.tsx';
import { queueWords, type ReviewKindView } from './kindView.ts';

/** Courses students propose (the specification's Courses Review). */
export const coursesView: ReviewKindView<'courses'> = {
  kind: 'courses',
  title: 'Courses Review',
  ...queueWords({ title: 'Course', text: 'course' }, 'courses'),
  searchLabel: 'Search courses',
  keyOf: (course) => course.id,
  nameOf: (course) => course.courseName,
  renderCard: (course) => <CourseReviewCard course={course} />,
};
