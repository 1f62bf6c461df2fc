import { type ReviewOverview, type Role } from '@lectern/shared-api';
import { fakeNetworkPerTest, type FakeNetwork, type FakeRoutes, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManagementRoutes from './ManagementRoutes.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const overview: ReviewOverview = {
  pendingReviews: 12,
  pendingByQueue: [
    { kind: 'materials', pending: 9 },
    { kind: 'courses', pending: 3 },
  ],
  approvedToday: 3,
  rejected: 4,
  totalViews: 15230,
  recentActivity: [
    {
      id: 'a1',
      kind: 'course',
      itemTitle: 'CSC 201 Data Structures',
      action: 'rejected',
      comment: 'Duplicate of CSC 202',
      reviewer: { firstName: 'Mo', lastName: 'Derator' },
      createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    },
  ],
};

function renderAt<Keys extends string>(route: string, { role = 'moderator' as Role, routes }: { role?: Role; routes?: FakeRoutes<Keys> } = {}) {
  net = fakeNetwork({ 'GET /api/review/overview': { data: overview } }, routes);
  signInAs({ role, firstName: 'Mo', lastName: 'Derator' });
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<ManagementRoutes />, { route, path: '/management/*' }) };
}

const sidebar = () => screen.getAllByRole('navigation', { name: 'Management' }).at(-1)!;

test('the overview shows real figures, the recent activity and the role banner', async () => {
  renderAt('/management');
  expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
  expect(await within(tile('Pending Reviews')).findByText('12')).toBeInTheDocument();
  expect(within(tile('Pending Reviews')).getByText('Materials 9 · Courses 3')).toBeInTheDocument();
  expect(within(tile('Approved Today')).getByText('3')).toBeInTheDocument();
  expect(within(tile('Rejected')).getByText('4')).toBeInTheDocument();
  expect(within(tile('Total Views')).getByText('15,230')).toBeInTheDocument();

  const activity = screen.getByRole('region', { name: 'Recent Activity' });
  expect(within(activity).getByText('Mo Derator rejected course "CSC 201 Data Structures"')).toBeInTheDocument();
  expect(within(activity).getByText('Comment: Duplicate of CSC 202')).toBeInTheDocument();
  expect(within(activity).getByText('2 hours ago')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your role' })).toHaveTextContent('Signed in as Moderator');
});

test('figures that cannot load say so instead of showing numbers', async () => {
  renderAt('/management', { routes: { 'GET /api/review/overview': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } } });
  expect(await screen.findByText('Recent activity could not be loaded.')).toBeInTheDocument();
  expect(screen.getAllByText('—')).toHaveLength(4);
});

test('a moderator gets no admin-only links or cards; an admin gets both', async () => {
  const { unmount } = renderAt('/management');
  expect(within(sidebar()).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Overview',
    'Courses',
    'Courses Review',
    'DLC Review',
    'Materials Review',
    'Blogs Review',
    'Reports',
    'Group reports',
    'Adverts Review',
    'Back to Home',
    'Back to Dashboard',
  ]);
  const actions = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(actions).queryByRole('link', { name: /User Management/ })).not.toBeInTheDocument();
  expect(within(actions).queryByRole('link', { name: /Moderator Applications/ })).not.toBeInTheDocument();
  unmount();
  net?.restore();

  renderAt('/management', { role: 'admin' });
  expect(within(sidebar()).getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/management/user-management');
  expect(within(sidebar()).getAllByRole('link').map((link) => link.textContent).slice(-6, -2)).toEqual([
    'Moderator Applications',
    'Adverts Review',
    'Printing Credits',
    'Releases',
  ]);
  expect(within(sidebar()).getByRole('link', { name: 'Moderator Applications' })).toHaveAttribute('href', '/management/moderators-review');
  expect(within(sidebar()).getByRole('link', { name: 'Printing Credits' })).toHaveAttribute('href', '/management/printing-credits');
  const adminActions = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(adminActions).getByRole('link', { name: /Moderator Applications/ })).toHaveAttribute('href', '/management/moderators-review');
  expect(screen.getByRole('region', { name: 'Your role' })).toHaveTextContent('Signed in as Administrator');
});

test('the quick actions use the spec paths, and each alias lands on its page', async () => {
  const { user } = renderAt('/management');
  const actions = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(actions).getByRole('link', { name: /Course Management/ })).toHaveAttribute('href', '/management/course-management');
  await user.click(within(actions).getByRole('link', { name: /Course Management/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/management/courses');

  await user.click(within(sidebar()).getByRole('link', { name: 'Overview' }));
  await user.click(within(screen.getByRole('region', { name: 'Quick Actions' })).getByRole('link', { name: /Materials Review/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/management/materials');
  expect(within(sidebar()).getByRole('link', { name: 'Materials Review' })).toHaveAttribute('aria-current', 'page');
});

test.each(['/management/moderators-review', '/management/printing-credits'])('a moderator following a link to the admins-only %s lands on the overview', (path) => {
  renderAt(path);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/management$/);
  expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
});

test('the people screens open: Adverts Review for staff; Moderator Applications and Printing Credits for admins', async () => {
  const empty = { data: { data: [], pagination: { page: 1, limit: 9, total: 0, totalPages: 0 } } };
  const counts = { data: { pending: 0, approved: 0, rejected: 0 } };
  const routes = {
    'GET /api/review/adverts': empty,
    'GET /api/review/adverts/count': counts,
    'GET /api/review/moderators': empty,
    'GET /api/review/moderators/count': counts,
    'GET /api/rewards/printing-credits': empty,
  };
  const { unmount } = renderAt('/management/adverts-review', { routes });
  expect(screen.getByRole('heading', { level: 1, name: 'Adverts Review' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New announcement' })).toBeInTheDocument();
  expect(await screen.findByText('There are no announcements waiting for review.')).toBeInTheDocument();
  unmount();
  net?.restore();

  const admin = renderAt('/management/moderators-review', { role: 'admin', routes });
  expect(screen.getByRole('heading', { level: 1, name: 'Moderator Applications' })).toBeInTheDocument();
  expect(await screen.findByText('There are no applications waiting for review.')).toBeInTheDocument();
  await admin.user.click(within(sidebar()).getByRole('link', { name: 'Printing Credits' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Printing Credits' })).toBeInTheDocument();
  expect(await screen.findByText('No printing credits waiting.')).toBeInTheDocument();
});

test('an unknown portal path shows the not-found page inside the portal', () => {
  renderAt('/management/nothing-here');
  expect(screen.getByRole('heading', { name: 'Ooops! Page not found' })).toBeInTheDocument();
  expect(sidebar()).toBeInTheDocument();
});

test('on a phone the menu button opens the same links in a side panel, which closes as one is followed', async () => {
  const { user } = renderAt('/management');
  const menu = screen.getByRole('button', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('navigation', { name: 'Management' })).toHaveLength(1);
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  // The page behind the panel (its desktop sidebar included) is out of reach while it is open.
  const [desktopNav] = screen.getAllByRole('navigation', { name: 'Management' });
  expect(desktopNav!.closest('[inert]')).not.toBeNull();
  const phoneNav = within(panel).getByRole('navigation', { name: 'Management' });
  expect(within(phoneNav).getByRole('link', { name: 'Overview' })).toHaveFocus();
  await user.click(within(phoneNav).getByRole('link', { name: 'Back to Dashboard' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone Escape closes the menu and gives focus back to its button', async () => {
  const { user } = renderAt('/management');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});

test('the first Tab stop of a portal page is "Skip to content", past the menu and the sidebar', async () => {
  const { user } = renderAt('/management');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
});
