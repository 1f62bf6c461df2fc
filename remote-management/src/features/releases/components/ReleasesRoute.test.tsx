import { type Role } from '@lectern/shared-api';
import { fakeNetworkPerTest, type FakeNetwork, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import ManagementRoutes from '../../../ManagementRoutes.tsx';
import { overviewFixture } from '../testing/releaseFixtures.ts';

// Releases is for admins alone: a moderator has no menu item for it, and following a link lands on the overview.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderAs(role: Role, route: string) {
  net = fakeNetwork({
    'GET /api/review/overview': { data: { pendingReviews: 0, pendingByQueue: [], approvedToday: 0, rejected: 0, totalViews: 0, recentActivity: [] } },
    'GET /api/releases': { data: overviewFixture() },
    'GET /api/deploy-keys': { data: [] },
  });
  signInAs({ role });
  renderWithProviders(<ManagementRoutes />, { route, path: '/management/*' });
}

/** Both menus (the phone's panel is closed, so the sidebar is the one there). */
const menus = () => screen.getAllByRole('navigation', { name: 'Management' });
const releaseCalls = () => net!.calls.filter((call) => call.url.pathname.startsWith('/api/releases') || call.url.pathname.startsWith('/api/deploy-keys'));

test('a moderator never sees the Releases menu item', () => {
  renderAs('moderator', '/management');
  for (const menu of menus()) expect(within(menu).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
});

test('a moderator following a link to /management/releases lands on the overview, and nothing is asked of the releases API', () => {
  renderAs('moderator', '/management/releases');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/management$/);
  expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  expect(releaseCalls()).toEqual([]);
});

test('an admin has the menu item, with its icon, and the page', async () => {
  renderAs('admin', '/management/releases');
  const link = within(menus().at(-1)!).getByRole('link', { name: 'Releases' });
  expect(link).toHaveAttribute('href', '/management/releases');
  expect(link).toHaveAttribute('aria-current', 'page');
  expect(link.querySelector('svg.lucide-rocket')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Student area' })).toBeInTheDocument();
});
