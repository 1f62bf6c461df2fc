import { sessionStore } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, routeKeepingBody, resetSessionPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postReportFixture } from '../testing/groupReportFixtures.ts';
import { paged } from '../testing/reviewFixtures.ts';
import { PostReportReviewCard } from './cards/PostReportReviewCard.tsx';
import { ReviewPage } from './ReviewPage.tsx';

// The Group reports queue: reports of study group threads and replies, in the one
// review layout; approving hides the post, rejecting dismisses the report.

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

test('a group report card: reason, reply or thread, open reports, the group, the thread linking to the post, its text, author and reporter', () => {
  renderWithProviders(<PostReportReviewCard report={postReportFixture()} />);
  expect(screen.getByText('Abusive or harassing')).toBeInTheDocument();
  expect(screen.getByText('Reply')).toBeInTheDocument();
  expect(screen.getByText('2 open reports')).toBeInTheDocument();
  expect(screen.getByText('Group: CSC 204 study circle')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Past questions for the exam (opens in a new tab)' });
  expect(link).toHaveAttribute('href', '/dashboard/groups/g1?thread=t1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText((_, element) => element?.tagName === 'BLOCKQUOTE' && element.textContent === 'You are all useless.\nGo away.')).toBeInTheDocument();
  expect(screen.getByText(/^Written by Tobi Ola/)).toHaveTextContent('Written by Tobi Ola, 3 hours ago');
  expect(screen.getByText('Insults another member.')).toBeInTheDocument();
  expect(screen.getByText(/^Reported by/)).toHaveTextContent('Reported by Chi Eze, 2 hours ago');
  expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
});

test("a post's text is shown as text, never as HTML; a thread, a hidden post and a deleted author say so", () => {
  const report = postReportFixture(
    { text: null, openReports: 1 },
    { isReply: false, hidden: true, author: null, body: '<img src=x onerror=alert(1)><b>bold</b>' },
  );
  renderWithProviders(<PostReportReviewCard report={report} />);
  expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('Thread')).toBeInTheDocument();
  expect(screen.getByText('1 open report')).toBeInTheDocument();
  expect(screen.getByText('Hidden')).toBeInTheDocument();
  expect(screen.getByText(/^Written by a deleted account/)).toBeInTheDocument();
});

test('the Group reports queue: its title and intro, the cards, and approving hides the post', async () => {
  act(() => sessionStore.setState({ status: 'signedIn', user: sessionUser({ role: 'moderator' }) }));
  const review = routeKeepingBody({ data: postReportFixture({ reviewStatus: 'approved' }, { hidden: true }) });
  fakeNetwork({
    'GET /api/review/group-reports/count': { data: { pending: 1, approved: 0, rejected: 0 } },
    'GET /api/review/group-reports': { data: paged([postReportFixture()]) },
    'POST /api/review/group-reports/review/pr1': review,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewPage kind="group-reports" />, { route: '/management/group-reports' });
  expect(screen.getByRole('heading', { level: 1, name: 'Group reports' })).toBeInTheDocument();
  expect(screen.getByText(/Approving a report hides the post: members see "Removed by a moderator"/)).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search reported posts' })).toBeInTheDocument();

  const card = await screen.findByRole('article', { name: 'the report on a reply in Past questions for the exam' });
  await user.click(within(card).getByRole('button', { name: 'Approve the report on a reply in Past questions for the exam' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Report' });
  expect(within(dialog).getByText(/The post will be hidden from its group/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Report approved. The post is hidden.')).toBeInTheDocument();
  expect(review.sent).toEqual({ action: 'approved' });
});

test('rejecting a group report dismisses it', async () => {
  act(() => sessionStore.setState({ status: 'signedIn', user: sessionUser({ role: 'admin' }) }));
  const review = routeKeepingBody({ data: postReportFixture({ reviewStatus: 'rejected' }) });
  fakeNetwork({
    'GET /api/review/group-reports/count': { data: { pending: 1, approved: 0, rejected: 0 } },
    'GET /api/review/group-reports': { data: paged([postReportFixture({}, { isReply: false })]) },
    'POST /api/review/group-reports/review/pr1': review,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewPage kind="group-reports" />, { route: '/management/group-reports' });
  const card = await screen.findByRole('article', { name: 'the report on Past questions for the exam' });
  await user.click(within(card).getByRole('button', { name: 'Reject the report on Past questions for the exam' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject Report' });
  await user.type(within(dialog).getByLabelText('Reason'), 'Fair criticism');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Report rejected')).toBeInTheDocument();
  expect(review.sent).toEqual({ action: 'rejected', comment: 'Fair criticism' });
});
