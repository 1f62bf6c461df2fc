import { sessionStore, type ReviewCounts } from '@lectern/shared-api';
import { REVIEW_COMMENT_MAX } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, routeKeepingBody, sessionUser, type FakeNetwork, type FakeReply, type FakeRoutes, resetSessionPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseFixture, dlcFixture, paged } from '../testing/reviewFixtures.ts';
import { ReviewPage } from './ReviewPage.tsx';

// Approve, reject and delete: the dialogs, the bodies sent, the toasts,
// the counts moving, and someone else deciding first.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const signIn = (role: 'admin' | 'moderator') => act(() => sessionStore.setState({ status: 'signedIn', user: sessionUser({ role }) }));

const listCalls = () => net!.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/review/courses').length;

/**
 * The Courses queue with one pending and one approved course. The counts answer once: later
 * asks never answer, so what the tabs show is what the page worked out itself.
 */
function renderCourses<Keys extends string>({ counts = { pending: 3, approved: 5, rejected: 0 }, routes }: { counts?: ReviewCounts; routes?: FakeRoutes<Keys> } = {}) {
  let countsAsked = 0;
  net = fakeNetwork({
    'GET /api/review/courses/count': () => (countsAsked++ === 0 ? { data: counts } : { pending: true }),
    'GET /api/review/courses': (url) =>
      url.searchParams.get('status') === 'pending'
        ? { data: paged([courseFixture({ id: 'c1', courseName: 'Intro to Graphs' })]) }
        : url.searchParams.get('status') === 'approved'
          ? { data: paged([courseFixture({ id: 'c2', courseName: 'Linear Algebra', reviewStatus: 'approved' })]) }
          : { data: paged([]) },
  }, routes);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewPage kind="courses" />, { route: '/management/courses-review' });
  return user;
}

const card = (name: string) => screen.findByRole('article', { name });

test('approving sends the trimmed comment, says so, and moves the counts', async () => {
  signIn('moderator');
  const review = routeKeepingBody({ data: courseFixture({ reviewStatus: 'approved' }) });
  const user = renderCourses({ routes: { 'POST /api/review/courses/review/c1': review } });
  await user.click(within(await card('Intro to Graphs')).getByRole('button', { name: 'Approve Intro to Graphs' }));

  const dialog = screen.getByRole('dialog', { name: 'Approve Course' });
  expect(dialog).toHaveAccessibleDescription('Provide an optional comment for approving this course.');
  const comment = within(dialog).getByLabelText('Comment');
  expect(comment).toHaveAttribute('placeholder', 'Optional comment...');
  expect(comment).toHaveAttribute('maxLength', String(REVIEW_COMMENT_MAX));
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  await user.type(comment, '  Looks good  ');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Course approved')).toBeInTheDocument();
  expect(screen.getByText('Success')).toBeInTheDocument();
  expect(review.sent).toEqual({ action: 'approved', comment: 'Looks good' });
  expect(screen.getByRole('tab', { name: 'Pending 2' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Approved 6' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Rejected 0' })).toBeInTheDocument();
});

test('rejecting with no reason leaves the comment out; pending never drops below 0', async () => {
  signIn('moderator');
  const review = routeKeepingBody({ data: courseFixture({ reviewStatus: 'rejected' }) });
  const user = renderCourses({ counts: { pending: 0, approved: 5, rejected: 1 }, routes: { 'POST /api/review/courses/review/c1': review } });
  await user.click(within(await card('Intro to Graphs')).getByRole('button', { name: 'Reject Intro to Graphs' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject Course' });
  expect(dialog).toHaveAccessibleDescription('Please provide a reason for rejecting this course.');
  const reason = within(dialog).getByLabelText('Reason');
  expect(reason).toHaveAttribute('placeholder', 'Reason for rejection...');
  await user.type(reason, '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

  expect(await screen.findByText('Course rejected')).toBeInTheDocument();
  expect(review.sent).toEqual({ action: 'rejected' });
  expect(screen.getByRole('tab', { name: 'Pending 0' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Rejected 2' })).toBeInTheDocument();
});

test('Cancel closes the dialog and sends nothing; the next dialog starts with an empty comment', async () => {
  signIn('moderator');
  const user = renderCourses();
  const pending = await card('Intro to Graphs');
  await user.click(within(pending).getByRole('button', { name: 'Approve Intro to Graphs' }));
  await user.type(screen.getByLabelText('Comment'), 'half a thought');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(within(pending).getByRole('button', { name: 'Approve Intro to Graphs' }));
  expect(screen.getByLabelText('Comment')).toHaveValue('');
  expect(net!.calls.some((call) => call.method === 'POST')).toBe(false);
});

test('Approve and Reject are offered on the Pending tab only', async () => {
  signIn('moderator');
  const user = renderCourses();
  await card('Intro to Graphs');
  await user.click(screen.getByRole('tab', { name: /^Approved/ }));
  const approved = await card('Linear Algebra');
  expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
});

test('an item someone else decided first: the server says so, and the queue reloads', async () => {
  signIn('moderator');
  const user = renderCourses({
    routes: { 'POST /api/review/courses/review/c1': { status: 409, error: { code: 'CONFLICT', message: 'This item has already been reviewed.' } } },
  });
  await user.click(within(await card('Intro to Graphs')).getByRole('button', { name: 'Approve Intro to Graphs' }));
  const before = listCalls();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('This item has already been reviewed.')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  await waitFor(() => expect(listCalls()).toBe(before + 1));
  // Nothing was decided here, so the counts stay as they were.
  expect(screen.getByRole('tab', { name: 'Pending 3' })).toBeInTheDocument();
});

test("a refused decision says 'Action failed'; one that never reached the server, 'An error occurred'", async () => {
  signIn('moderator');
  let reply: FakeReply = { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } };
  const user = renderCourses({ routes: { 'POST /api/review/courses/review/c1': () => reply } });
  const pending = await card('Intro to Graphs');
  await user.click(within(pending).getByRole('button', { name: 'Approve Intro to Graphs' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Action failed')).toBeInTheDocument();

  reply = { networkError: true };
  await user.click(within(pending).getByRole('button', { name: 'Reject Intro to Graphs' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Pending 3' })).toBeInTheDocument();
});

test('a moderator is never offered Delete', async () => {
  signIn('moderator');
  const user = renderCourses();
  expect(within(await card('Intro to Graphs')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /^Approved/ }));
  expect(within(await card('Linear Algebra')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
});

test('an admin deletes on any tab after confirming; the tab counts one fewer', async () => {
  signIn('admin');
  const user = renderCourses({ routes: { 'DELETE /api/review/courses/c2': { data: { deleted: true } } } });
  expect(within(await card('Intro to Graphs')).getByRole('button', { name: 'Delete Intro to Graphs' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /^Approved/ }));
  await user.click(within(await card('Linear Algebra')).getByRole('button', { name: 'Delete Linear Algebra' }));

  const dialog = screen.getByRole('dialog', { name: 'Delete Course' });
  expect(dialog).toHaveTextContent('Are you sure you want to permanently delete Linear Algebra? This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Course deleted successfully')).toBeInTheDocument();
  expect(screen.getByText('Deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(net!.calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/review/courses/c2')).toBe(true);
  expect(screen.getByRole('tab', { name: 'Approved 4' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Pending 3' })).toBeInTheDocument();
});

test("a delete the server refuses says 'Failed to delete course'; Cancel deletes nothing", async () => {
  signIn('admin');
  const user = renderCourses({ routes: { 'DELETE /api/review/courses/c1': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } } });
  const pending = await card('Intro to Graphs');
  await user.click(within(pending).getByRole('button', { name: 'Delete Intro to Graphs' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(net!.calls.some((call) => call.method === 'DELETE')).toBe(false);

  await user.click(within(pending).getByRole('button', { name: 'Delete Intro to Graphs' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete course')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Pending 3' })).toBeInTheDocument();
});

test('a DLC is decided and deleted by its department and course', async () => {
  signIn('admin');
  const review = routeKeepingBody({ data: dlcFixture({ reviewStatus: 'approved' }) });
  net = fakeNetwork({
    'GET /api/review/dlc/count': { data: { pending: 1, approved: 0, rejected: 0 } },
    'GET /api/review/dlc': { data: paged([dlcFixture()]) },
    'POST /api/review/dlc/review/d1/c1': review,
    'DELETE /api/review/dlc/d1/c1': { data: { deleted: true } },
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewPage kind="dlc" />, { route: '/management/dlc-review' });
  const item = await card('Intro to Graphs for Computer Science');
  await user.click(within(item).getByRole('button', { name: /^Approve/ }));
  const dialog = screen.getByRole('dialog', { name: 'Approve DLC' });
  expect(dialog).toHaveAccessibleDescription('Provide an optional comment for approving this DLC.');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('DLC approved')).toBeInTheDocument();
  expect(review.sent).toEqual({ action: 'approved' });

  await user.click(within(item).getByRole('button', { name: /^Delete/ }));
  expect(screen.getByRole('dialog')).toHaveTextContent(
    'Are you sure you want to permanently delete Intro to Graphs for Computer Science? This action cannot be undone.',
  );
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('DLC deleted successfully')).toBeInTheDocument();
});
