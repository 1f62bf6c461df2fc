import { REVIEW_KIND_VIEWS } from './index.ts';

// The specification words these three queues' lists, toasts and errors; the others follow "the same pattern".
test.each([
  ['courses', 'courses', 'Course', 'course'],
  ['dlc', 'department level courses', 'DLC', 'DLC'],
  ['blogs', 'blogs', 'Blog', 'blog'],
] as const)('the %s queue says what the specification words', (kind, plural, title, text) => {
  const view = REVIEW_KIND_VIEWS[kind];
  expect(view.empty).toEqual({
    title: `No ${plural} found`,
    pending: `There are no ${plural} waiting for review.`,
    approved: `There are no approved ${plural}.`,
    rejected: `There are no rejected ${plural}.`,
  });
  expect(view.loadError).toEqual({ failed: `Failed to load ${plural}`, exception: `An error occurred while loading ${plural}` });
  expect(view.toasts).toEqual({
    approved: `${title} approved`,
    rejected: `${title} rejected`,
    deleted: `${title} deleted successfully`,
    deleteFailed: `Failed to delete ${text}`,
  });
});

test('the spec texts, spelled out once, for the queue it names first', () => {
  const courses = REVIEW_KIND_VIEWS.courses;
  expect([courses.empty.title, courses.empty.pending, courses.loadError.failed, courses.loadError.exception, courses.toasts.deleted, courses.toasts.deleteFailed]).toEqual([
    'No courses found',
    'There are no courses waiting for review.',
    'Failed to load courses',
    'An error occurred while loading courses',
    'Course deleted successfully',
    'Failed to delete course',
  ]);
});

test('a report queue says what its approval does', () => {
  expect(REVIEW_KIND_VIEWS.reports.toasts.approved).toBe('Report approved. The material is hidden.');
  expect(REVIEW_KIND_VIEWS['group-reports'].toasts.approved).toBe('Report approved. The post is hidden.');
  expect(REVIEW_KIND_VIEWS['group-reports'].empty.title).toBe('No group reports found');
});
