import { sessionStore, type Role } from '@lectern/shared-api';
import { fakeNetworkPerTest, type FakeRoutes, sessionUser, routeKeepingBody, resetSessionPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementFixture } from '../../../test/announcementFixture.ts';
import { applicationFixture, paged } from '../testing/reviewFixtures.ts';
import { ReviewPage } from './ReviewPage.tsx';

// The people queues: who may decide follows the contract's REVIEW_ACCESS.

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const signIn = (role: Role) => act(() => sessionStore.setState({ status: 'signedIn', user: sessionUser({ role }) }));

function renderAdverts(role: Role) {
  signIn(role);
  fakeNetwork({
    'GET /api/review/adverts/count': { data: { pending: 1, approved: 0, rejected: 0 } },
    'GET /api/review/adverts': { data: paged([announcementFixture()], { limit: 6 }) },
  });
  renderWithProviders(<ReviewPage kind="adverts" />, { route: '/management/adverts-review' });
  return screen.findByRole('article', { name: 'Exam timetable is out' });
}

test('a moderator reads the adverts queue but cannot approve, reject or delete in it', async () => {
  const card = await renderAdverts('moderator');
  expect(within(card).getByText('by Mo Derator')).toBeInTheDocument();
  expect(within(card).queryByRole('button')).not.toBeInTheDocument();
});

test('an admin may approve, reject and delete an announcement', async () => {
  const card = await renderAdverts('admin');
  expect(within(card).getByRole('button', { name: 'Approve Exam timetable is out' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Reject Exam timetable is out' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Delete Exam timetable is out' })).toBeInTheDocument();
});

function renderApplications<Keys extends string>(routes?: FakeRoutes<Keys>) {
  signIn('admin');
  fakeNetwork({
    'GET /api/review/moderators/count': { data: { pending: 1, approved: 0, rejected: 0 } },
    'GET /api/review/moderators': { data: paged([applicationFixture()]) },
  }, routes);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewPage kind="moderators" />, { route: '/management/moderators-review' });
  return user;
}

test('an admin approves an application: the dialog says what follows, the body is sent, and it says so', async () => {
  const review = routeKeepingBody({ data: applicationFixture({ reviewStatus: 'approved' }) });
  const user = renderApplications({
    'POST /api/review/moderators/review/app1': review,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Moderator Applications' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: "Ada Obi's application" });
  await user.click(within(card).getByRole('button', { name: "Approve Ada Obi's application" }));

  const dialog = screen.getByRole('dialog', { name: 'Approve Application' });
  expect(dialog).toHaveAccessibleDescription('Provide an optional comment for approving this application.');
  expect(within(dialog).getByText('The student becomes a moderator at once and is told.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Comment'), 'Welcome aboard');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Application approved')).toBeInTheDocument();
  expect(screen.getByText('Success')).toBeInTheDocument();
  expect(review.sent).toEqual({ action: 'approved', comment: 'Welcome aboard' });
});

test('an admin deletes an application, named by its applicant', async () => {
  const user = renderApplications({ 'DELETE /api/review/moderators/app1': { data: { deleted: true } } });
  const card = await screen.findByRole('article', { name: "Ada Obi's application" });
  await user.click(within(card).getByRole('button', { name: "Delete Ada Obi's application" }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Application' });
  expect(within(dialog).getByText("Are you sure you want to permanently delete Ada Obi's application? This action cannot be undone.")).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Application deleted successfully')).toBeInTheDocument();
});

test('no applications: the queue says so in its own words', async () => {
  signIn('admin');
  fakeNetwork({
    'GET /api/review/moderators/count': { data: { pending: 0, approved: 0, rejected: 0 } },
    'GET /api/review/moderators': { data: paged([]) },
  });
  renderWithProviders(<ReviewPage kind="moderators" />);
  expect(await screen.findByRole('heading', { name: 'No applications found' })).toBeInTheDocument();
  expect(screen.getByText('There are no applications waiting for review.')).toBeInTheDocument();
});

test('the route may put an action beside the title', () => {
  fakeNetwork({});
  renderWithProviders(<ReviewPage kind="adverts" headerAction={<button type="button">New announcement</button>} />);
  expect(screen.getByRole('button', { name: 'New announcement' })).toBeInTheDocument();
});
