import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomBar } from './BottomBar.tsx';

test('icons above short words, New as the round button in the middle, the current page marked', async () => {
  const user = userEvent.setup({ delay: null });
  const onNew = jest.fn();
  renderWithProviders(<BottomBar unread={0} onNew={onNew} />, { route: '/dashboard/libraries' });
  const bar = screen.getByRole('navigation', { name: 'Dashboard (mobile)' });
  expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Libraries', 'Notifications', 'Settings']);
  for (const link of within(bar).getAllByRole('link')) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  expect(within(bar).getByRole('link', { name: 'Libraries' })).toHaveAttribute('aria-current', 'page');
  expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  await user.click(within(bar).getByRole('button', { name: 'New upload' }));
  expect(onNew).toHaveBeenCalledTimes(1);
});

test('the unread count sits on the bell and is read with the link', () => {
  renderWithProviders(<BottomBar unread={120} onNew={() => undefined} />, { route: '/dashboard' });
  const link = screen.getByRole('link', { name: 'Notifications 120 unread' });
  expect(within(link).getByText('99+')).toBeInTheDocument();
  // On the icon's corner, not beside the word.
  expect(link.querySelector('svg')?.parentElement).toContainElement(within(link).getByText('99+'));
});
