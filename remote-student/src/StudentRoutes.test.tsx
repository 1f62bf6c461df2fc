import { sessionStore, setReloadPage, type NotificationList, type Role } from '@lectern/shared-api';
import { folderPagePath } from '@lectern/shared-api/contract';
import { type FakeNetwork, fakeNetworkPerTest, folderFixture, materialFixture, type FakeRoutes, materialListPage, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StudentRoutes from './StudentRoutes.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const notifications = (unread: number): NotificationList => ({ data: [], unread, pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });

function renderAt<Keys extends string>(route: string, { role = 'student' as Role, routes }: { role?: Role; routes?: FakeRoutes<Keys> } = {}) {
  net = fakeNetwork({
    'GET /api/materials/recent': { data: materialListPage([materialFixture({ id: 'r1', label: 'Recent notes' })]) },
    'GET /api/materials/recommendations': { data: materialListPage([materialFixture({ id: 'x1', label: 'Recommended notes' })]) },
    'GET /api/stats/me': { data: { uploads: 4, pendingUploads: 1, downloads: 30, views: 90, savedMaterials: 2, likes: 5, approvedUploads: 0, printingCredit: null, answeredRequests: 0 } },
    'GET /api/notifications': { data: notifications(3) },
  }, routes);
  signInAs({ role, firstName: 'Ada', lastName: 'Obi' });
  const path = route.startsWith('/material') ? '/material/*' : '/dashboard/*';
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<StudentRoutes />, { route, path }) };
}

test('the overview greets the student and shows real rows and figures', async () => {
  renderAt('/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute('placeholder', 'Enter a course code or course title');
  expect(await screen.findByRole('article', { name: 'Recent notes' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Recommended notes' })).toBeInTheDocument();
  // Each figure is named by all it shows, the figure included.
  expect(await screen.findByRole('listitem', { name: 'My Uploads 4 Materials you shared' })).toBeInTheDocument();
});

test('the sidebar has no Management item for a student; staff get it before Settings', async () => {
  const { unmount } = renderAt('/dashboard');
  const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
  expect(within(nav).queryByRole('link', { name: 'Management' })).not.toBeInTheDocument();
  unmount();
  net?.restore();

  renderAt('/dashboard', { role: 'moderator' });
  const staffNav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
  const links = within(staffNav).getAllByRole('link');
  const management = within(staffNav).getByRole('link', { name: 'Management' });
  const settings = within(staffNav).getByRole('link', { name: 'Settings' });
  expect(links.indexOf(management)).toBe(links.indexOf(settings) - 1);
  expect(within(staffNav).getByRole('link', { name: 'Management' })).toHaveAttribute('href', '/management');
});

test('the sidebar collapses and expands, saying so', async () => {
  const { user } = renderAt('/dashboard');
  const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
});

test('the unread badge shows the server’s count', async () => {
  renderAt('/dashboard');
  expect((await screen.findAllByText('3 unread')).length).toBeGreaterThan(0);
});

test('the avatar opens Confirm Logout: Cancel keeps the session, Logout ends it', async () => {
  // The page reload that follows logout is the shell's; here the session state tells.
  setReloadPage(() => undefined);
  const { user } = renderAt('/dashboard', { routes: { 'POST /api/auth/logout': { data: { message: 'ok' } } } });
  await user.click(screen.getByRole('button', { name: 'Ada Obi: log out' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
  expect(within(dialog).getByText('Ada Obi')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Confirm Logout' })).not.toBeInTheDocument();
  expect(sessionStore.getState().user).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'Ada Obi: log out' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Confirm Logout' })).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
});

test('New opens the upload modal, and so does ?upload=1 from the landing page', async () => {
  const { user, unmount } = renderAt('/dashboard');
  await user.click(screen.getAllByRole('button', { name: 'New upload' })[0]!);
  expect(await screen.findByRole('dialog')).toHaveTextContent('File Upload');
  unmount();
  net?.restore();

  renderAt('/dashboard?upload=1');
  expect(await screen.findByRole('dialog')).toHaveTextContent('Helpful Link');
});

test('an unknown page under /dashboard shows the not-found page inside the layout', () => {
  renderAt('/dashboard/nothing-here');
  expect(screen.getByRole('heading', { name: 'Ooops! Page not found' })).toBeInTheDocument();
});

test('a folder’s page opens at folderPagePath, inside the layout', async () => {
  renderAt(folderPagePath('f1'), {
    routes: { 'GET /api/folders/f1': { data: { folder: folderFixture(), path: [], folders: [], materials: [] } } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'CSC 204 exam pack' })).toBeInTheDocument();
  expect(screen.getAllByRole('navigation', { name: 'Dashboard' }).length).toBeGreaterThan(0);
});
