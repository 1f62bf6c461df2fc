import { CourseReviewCard } from '../components/cards/CourseReviewCard.tsx';
import type { ReviewKindView } from './kindView.ts';

/** Courses students propose (the specification's Courses Review). */
export const coursesView: ReviewKindView<'courses'> = {
  kind: 'courses',
  title: 'Courses Review',
  noun: { title: 'Course', text: 'course' },
  searchLabel: 'Search courses',
  empty: {
    title: 'No courses found',
    pending: 'There are no courses waiting for review.',
    approved: 'There are no approved courses.',
    rejected: 'There are no rejected courses.',
  },
  loading: 'Loading courses...',
  loadError: { failed: 'Failed to load courses', exception: 'An error occurred while loading courses' },
  toasts: {
    approved: 'Course approved',
    rejected: 'Course rejected',
    deleted: 'Course deleted successfully',
    deleteFailed: 'Failed to delete course',
  },
  keyOf: (course) => course.id,
  nameOf: (course) => course.courseName,
  renderCard: (course) => <CourseReviewCard course={course} />,
};
