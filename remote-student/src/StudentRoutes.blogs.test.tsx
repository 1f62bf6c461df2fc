import { type NotificationList } from '@lectern/shared-api';
import { blogFixture, fakeNetworkPerTest, materialListPage, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StudentRoutes from './StudentRoutes.tsx';
import { blogPage } from './features/blogs/test/blogFixture.ts';

// The blog's place in the student area: its routes, and a way there on desktop and on phones.

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const notifications: NotificationList = { data: [], unread: 0, pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };

function renderAt(route: string) {
  fakeNetwork({
    'GET /api/notifications': { data: notifications },
    'GET /api/materials/recent': { data: materialListPage([], { pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } }) },
    'GET /api/blogs': { data: blogPage([blogFixture()]) },
    'GET /api/blogs/b1': { data: blogFixture() },
  });
  signInAs();
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<StudentRoutes />, { route, path: '/dashboard/*' }) };
}

test('/dashboard/blogs lists posts, the sidebar marks Blogs, and a card opens its post', async () => {
  const { user } = renderAt('/dashboard/blogs');
  expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
  const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
  expect(within(nav).getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');

  await user.click(await screen.findByRole('link', { name: 'How I revise for past questions' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'How I revise for past questions' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blogs/b1');
  // Still the blog's section while reading a post.
  expect(within(nav).getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
});

test('on a phone the Menu panel leads to Blogs, which the bottom bar has no room for', async () => {
  const { user } = renderAt('/dashboard');
  expect(within(screen.getByRole('navigation', { name: 'Dashboard (mobile)' })).queryByRole('link', { name: 'Blogs' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const more = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'More pages' });
  await user.click(within(more).getByRole('link', { name: 'Blogs' }));
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
});
