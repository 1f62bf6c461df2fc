import { sessionStore, type SessionUser } from '@lectern/shared-api';
import { fakeNetwork, sessionUser, type FakeNetwork } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { OverviewPage } from './OverviewPage.tsx';

let net: FakeNetwork | undefined;
afterEach(() => {
  net?.restore();
  act(() => sessionStore.setState({ status: 'loading', user: null }));
});

function renderAs(user: Partial<SessionUser>) {
  net = fakeNetwork({ 'GET /api/review/overview': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  act(() => sessionStore.getState().signedIn(sessionUser({ role: 'admin', ...user })));
  renderWithProviders(<OverviewPage />, { route: '/management' });
}

test('greets a staff member by first name', () => {
  renderAs({ firstName: 'Mo', lastName: 'Derator' });
  expect(screen.getByText('Welcome back, Mo. Here is what is waiting for review.')).toBeInTheDocument();
});

test('greets the admin account the server created (named "Site Admin") with no name', () => {
  renderAs({ firstName: 'Site', lastName: 'Admin', email: 'admin@lectern.test' });
  expect(screen.getByText('Welcome back. Here is what is waiting for review.')).toBeInTheDocument();
  expect(screen.queryByText(/Site/)).not.toBeInTheDocument();
});

test('no decisions yet: the empty state every portal list shares, with the next step', async () => {
  net = fakeNetwork({ 'GET /api/review/overview': { data: { pendingReviews: 0, pendingByQueue: [], approvedToday: 0, rejected: 0, totalViews: 0, recentActivity: [] } } });
  act(() => sessionStore.getState().signedIn(sessionUser({ role: 'moderator' })));
  renderWithProviders(<OverviewPage />, { route: '/management' });
  const activity = screen.getByRole('region', { name: 'Recent Activity' });
  expect(await within(activity).findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  expect(within(activity).getByText('Decisions on courses, blogs and materials appear here.')).toBeInTheDocument();
  expect(within(activity).getByRole('link', { name: 'Review materials' })).toHaveAttribute('href', '/management/materials');
});
