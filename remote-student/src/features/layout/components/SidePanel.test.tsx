import { announcementFixture, fakeNetworkPerTest, type FakeReply, materialListPage } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HELP } from './navItems.ts';
import { SidePanel } from './SidePanel.tsx';

const NO_MATERIALS = materialListPage([], { pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } });

const fakeNetwork = fakeNetworkPerTest();

function renderPanel(announcement: FakeReply<'GET /api/announcements/current'>) {
  fakeNetwork({ 'GET /api/materials/recent': { data: NO_MATERIALS }, 'GET /api/announcements/current': announcement });
  return renderWithProviders(
    <SidePanel open items={[HELP]} onClose={() => undefined} userName="Ada Obi" onLogout={() => undefined} />,
    { route: '/dashboard' },
  );
}

test('the phone’s side panel starts with the current announcement', async () => {
  renderPanel({ data: announcementFixture() });
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  const card = await within(panel).findByRole('region', { name: 'Announcement' });
  expect(within(card).getByRole('heading', { level: 3, name: 'Exam timetable is out' })).toBeInTheDocument();
  expect(within(card).getByText('Check your slots before Friday.')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Exam timetable is out' })).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: /^Learn more/ });
  expect(link).toHaveAttribute('href', 'https://uni.example.edu/timetable');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(panel).getByRole('navigation', { name: 'More pages' })).toBeInTheDocument();
});

test('its pages and Logout are rows with an icon before the words', async () => {
  renderPanel({ data: null });
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  const help = within(within(panel).getByRole('navigation', { name: 'More pages' })).getByRole('link', { name: 'Help' });
  expect(help).toHaveAttribute('href', '/dashboard/help');
  expect(help.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  expect(within(panel).getByRole('button', { name: 'Logout' }).querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  expect(within(panel).getByRole('button', { name: 'Close menu' }).querySelector('svg')).not.toBeNull();
});

test('without an announcement the panel shows no slot and no placeholder', async () => {
  const { queryClient } = renderPanel({ data: null });
  await waitFor(() => expect(queryClient.getQueryState(['announcements', 'current'])?.status).toBe('success'));
  const panel = screen.getByRole('dialog', { name: 'Menu' });
  expect(within(panel).queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  expect(within(panel).queryByText(/announcement/i)).not.toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});
