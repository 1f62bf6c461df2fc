import { sessionStore, type Material, type NotificationList, type Paged } from '@lectern/shared-api';
import { fakeNetwork, sessionUser, type FakeNetwork } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardLayout } from './DashboardLayout.tsx';

const NO_MATERIALS: Paged<Material> = { data: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } };
const NOTHING_UNREAD: NotificationList = { data: [], unread: 0, pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };

let net: FakeNetwork | undefined;
afterEach(() => {
  net?.restore();
  act(() => sessionStore.setState({ status: 'loading', user: null }));
});

function renderLayout() {
  net = fakeNetwork({
    'GET /api/materials/recent': { data: NO_MATERIALS },
    'GET /api/announcements/current': { data: null },
    'GET /api/notifications': { data: NOTHING_UNREAD },
  });
  act(() => sessionStore.getState().signedIn(sessionUser({ firstName: 'Ada', lastName: 'Obi' })));
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<DashboardLayout onNew={() => undefined} />, { route: '/dashboard', path: '/dashboard' }) };
}

test('the phone’s Menu holds the page inert; its Logout hands over to Confirm Logout, and Cancel gives the page back', async () => {
  const { user, container } = renderLayout();
  const menu = screen.getByRole('button', { name: 'Menu' });
  await user.click(menu);
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(container).toHaveAttribute('inert');
  expect(within(panel).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/dashboard/courses');

  await user.click(within(panel).getByRole('button', { name: 'Logout' }));
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Confirm Logout' })).toBeInTheDocument();
  expect(container).toHaveAttribute('inert');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.querySelector('[inert]')).toBeNull();
  expect(menu).toHaveFocus();
});

test('on a screen narrower than lg the sidebar starts slim, and expands when asked', async () => {
  const originalMatchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('max-width: 1023'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  try {
    const { user } = renderLayout();
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  } finally {
    window.matchMedia = originalMatchMedia;
  }
});

test('on a wide screen the sidebar starts expanded', () => {
  renderLayout();
  expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
});
