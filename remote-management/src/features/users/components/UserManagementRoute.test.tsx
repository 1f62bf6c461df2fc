import { type Role } from '@lectern/shared-api';
import { fakeNetworkPerTest, type FakeNetwork, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen } from '@testing-library/react';
import ManagementRoutes from '../../../ManagementRoutes.tsx';
import { userList } from '../testing/userFixtures.ts';

// User Management is for admins alone (docs/spec-resolutions.md): a moderator following an old link lands on the overview.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderAs(role: Role) {
  net = fakeNetwork({
    'GET /api/review/overview': { data: { pendingReviews: 0, pendingByQueue: [], approvedToday: 0, rejected: 0, totalViews: 0, recentActivity: [] } },
    'GET /api/user': { data: userList([]) },
  });
  signInAs({ role });
  renderWithProviders(<ManagementRoutes />, { route: '/management/user-management', path: '/management/*' });
}

test('a moderator visiting /management/user-management is sent to the overview, and no list is asked for', () => {
  renderAs('moderator');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/management$/);
  expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  expect(net!.calls.some((call) => call.url.pathname === '/api/user')).toBe(false);
});

test('an admin gets the User Management screen', async () => {
  renderAs('admin');
  expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'No users found.' })).toBeInTheDocument();
});
