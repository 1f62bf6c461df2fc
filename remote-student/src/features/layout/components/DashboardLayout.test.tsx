import { QueryClient } from '@tanstack/react-query';
import { sessionStore, setMarkupSession, type NotificationList } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, materialListPage, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { LecternProviders } from '@lectern/shared-ui';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from './DashboardLayout.tsx';

const NO_MATERIALS = materialListPage([], { pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } });
const NOTHING_UNREAD: NotificationList = { data: [], unread: 0, pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderLayout() {
  fakeNetwork({
    'GET /api/materials/recent': { data: NO_MATERIALS },
    'GET /api/announcements/current': { data: null },
    'GET /api/notifications': { data: NOTHING_UNREAD },
  });
  signInAs({ firstName: 'Ada', lastName: 'Obi' });
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

/** A screen narrower than lg (a tablet) for the media queries scripts ask, until `restore()`. */
function tabletScreen() {
  const originalMatchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('max-width: 1023'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  return { restore: () => (window.matchMedia = originalMatchMedia) };
}

test('on a screen narrower than lg the sidebar starts slim, and expands when asked', async () => {
  const screenSize = tabletScreen();
  try {
    const { user } = renderLayout();
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  } finally {
    screenSize.restore();
  }
});

test('the server’s HTML on a tablet: the sidebar is slim by CSS before any script, hydrates without a warning and stays slim', async () => {
  const screenSize = tabletScreen();
  const errors = jest.spyOn(console, 'error');
  const person = sessionUser({ firstName: 'Ada', lastName: 'Obi' });
  try {
    fakeNetwork({ 'GET /api/notifications': { data: NOTHING_UNREAD } });
    const page = (
      <MemoryRouter initialEntries={['/dashboard']}>
        <LecternProviders queryClient={new QueryClient()}>
          <Routes>
            <Route path="/dashboard" element={<DashboardLayout onNew={() => undefined} />} />
          </Routes>
        </LecternProviders>
      </MemoryRouter>
    );
    // The server knows the person but not the screen: both looks' parts, each marked for the CSS.
    setMarkupSession(person);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.querySelector('[aria-label="Expand sidebar"]')).toHaveAttribute('data-only', 'slim');
    expect(container.querySelector('[aria-label="Collapse sidebar"]')).toHaveAttribute('data-only', 'wide');
    expect(document.head.innerHTML).toMatch(/@media \(max-width: ?1023\.98px\)\{[^}]*width: ?80px/);

    document.body.append(container);
    act(() => sessionStore.getState().signedIn(person));
    render(page, { container, hydrate: true });
    // Hydrated, the script's answer is the same look, now alone in the markup.
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
    expect(expand).not.toHaveAttribute('data-only');
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    setMarkupSession(null);
    errors.mockRestore();
    screenSize.restore();
  }
});

test('on a wide screen the sidebar starts expanded', () => {
  renderLayout();
  expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
});

test('the first Tab stop is "Skip to content", which leads past the sidebar to the page', async () => {
  const { user } = renderLayout();
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
});
