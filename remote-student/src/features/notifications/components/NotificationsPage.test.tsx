import type { AppNotification, NotificationList } from '@lectern/shared-api';
import { fakeNetworkPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsPage } from './NotificationsPage.tsx';

const fakeNetwork = fakeNetworkPerTest();

const note = (id: string, read: boolean): AppNotification => ({
  id,
  type: 'material-approved',
  title: `Approved ${id}`,
  body: '"Notes" is now live.',
  link: `/material/${id}`,
  read,
  createdAt: new Date().toISOString(),
});

/** A tiny server: marking read changes what the next list says. */
function server(items: AppNotification[]) {
  const list = (): NotificationList => ({ data: items, unread: items.filter((n) => !n.read).length, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } });
  return fakeNetwork({
    'GET /api/notifications': () => ({ data: list() }),
    'POST /api/notifications/read-all': () => ((items = items.map((n) => ({ ...n, read: true }))), { data: { unread: 0 } }),
    'POST /api/notifications/a/read': () => ((items = items.map((n) => (n.id === 'a' ? { ...n, read: true } : n))), { data: { unread: 1 } }),
  });
}

test('unread items are marked; Mark as read and Mark all as read change what the list shows', async () => {
  const user = userEvent.setup({ delay: null });
  server([note('a', false), note('b', false), note('c', true)]);
  renderWithProviders(<NotificationsPage />, { route: '/dashboard/notifications' });
  const a = await screen.findByRole('link', { name: 'Approved a' });
  expect(a).toHaveAttribute('href', '/material/a');
  expect(screen.getAllByText('Unread:')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Mark as read: Approved a' }));
  expect(await screen.findByRole('button', { name: 'Mark as read: Approved b' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark as read: Approved a' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect(screen.queryAllByText('Unread:')).toHaveLength(0);
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
});

test('no notifications yet', async () => {
  server([]);
  renderWithProviders(<NotificationsPage />, { route: '/dashboard/notifications' });
  expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
});
