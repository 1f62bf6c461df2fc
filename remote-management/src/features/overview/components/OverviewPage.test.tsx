import { type SessionUser } from '@lectern/shared-api';
import { fakeNetworkPerTest, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { OverviewPage } from './OverviewPage.tsx';

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderAs(user: Partial<SessionUser>) {
  fakeNetwork({ 'GET /api/review/overview': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  signInAs({ role: 'admin', ...user });
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
  fakeNetwork({ 'GET /api/review/overview': { data: { pendingReviews: 0, pendingByQueue: [], approvedToday: 0, rejected: 0, totalViews: 0, recentActivity: [] } } });
  signInAs({ role: 'moderator' });
  renderWithProviders(<OverviewPage />, { route: '/management' });
  const activity = screen.getByRole('region', { name: 'Recent Activity' });
  expect(await within(activity).findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  expect(within(activity).getByText('Decisions on courses, blogs and materials appear here.')).toBeInTheDocument();
  expect(within(activity).getByRole('link', { name: 'Review materials' })).toHaveAttribute('href', '/management/materials');
});
