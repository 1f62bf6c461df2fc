import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { panelItems, sidebarItems } from './navItems.ts';
import { Sidebar } from './Sidebar.tsx';

function Harness({ isStaff = false, unread = 0 }: { isStaff?: boolean; unread?: number }) {
  const [slim, setSlim] = useState(false);
  return (
    <Sidebar
      items={sidebarItems(isStaff)}
      unread={unread}
      look={slim ? 'slim' : 'wide'}
      onToggle={() => setSlim((value) => !value)}
      onNew={() => undefined}
      userName="Ada Obi"
      onAvatar={() => undefined}
    />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Dashboard' });
const linkNames = () => within(nav()).getAllByRole('link').map((link) => link.textContent);

test('every destination has an icon, Courses comes after Libraries, then Groups', () => {
  renderWithProviders(<Harness isStaff />, { route: '/dashboard' });
  expect(linkNames()).toEqual(['Overview', 'Libraries', 'Courses', 'Groups', 'Blogs', 'Notifications', 'Management', 'Settings', 'Help']);
  expect(within(nav()).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/dashboard/courses');
  expect(within(nav()).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/dashboard/groups');
  for (const link of within(nav()).getAllByRole('link')) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'New upload' })).toHaveTextContent('New');
  expect(screen.getByRole('button', { name: 'New upload' }).querySelector('svg')).not.toBeNull();
});

test('collapsed, the destinations are icons with a tooltip and keep their names; the avatar keeps its initials', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness unread={3} />, { route: '/dashboard' });
  await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
  expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  const libraries = within(nav()).getByRole('link', { name: 'Libraries' });
  expect(libraries).toHaveAttribute('title', 'Libraries');
  // Out of sight (the tooltip shows it), still the link's name.
  expect(within(libraries).getByText('Libraries')).toHaveStyle({ position: 'absolute', width: '1px', overflow: 'hidden' });
  expect(within(nav()).getByRole('link', { name: 'Notifications 3 unread' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New upload' })).not.toHaveTextContent('New');
  // The initials are drawn from an attribute, so the button reads nothing its name does not say.
  const avatar = screen.getByRole('button', { name: 'Ada Obi: log out' });
  expect(avatar).toHaveTextContent(/^$/);
  expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AO');

  await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
  expect(within(nav()).getByRole('link', { name: 'Libraries' })).not.toHaveAttribute('title');
  expect(within(nav()).getByText('Libraries')).not.toHaveStyle({ position: 'absolute' });
});

test('the phone’s side panel lists Courses, Groups and what else the bottom bar has no room for', () => {
  expect(panelItems(false).map((item) => item.label)).toEqual(['Courses', 'Groups', 'Blogs', 'Help']);
  expect(panelItems(true).map((item) => item.label)).toEqual(['Courses', 'Groups', 'Blogs', 'Management', 'Help']);
});
