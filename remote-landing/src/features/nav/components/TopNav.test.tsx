import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { TopNav } from './TopNav.tsx';

function setup() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <TopNav sessionArea={<span>session</span>} />
      <p>Page body</p>
    </>,
  );
  return { user, toggle: screen.getByRole('button', { name: 'Open menu' }) };
}

test('has the logo link home, the in-page anchors and Browse Courses', () => {
  setup();
  expect(screen.getByRole('link', { name: 'Lectern' })).toHaveAttribute('href', '/');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Home', '#home'],
    ['Browse Courses', '/dashboard/courses'],
    ['FAQs', '#faqs'],
    ['Contact', '#contact'],
  ]);
  expect(screen.getByText('session')).toBeInTheDocument();
});

test('the mobile toggle opens a menu with an Upload link and closes on link click', async () => {
  const { user, toggle } = setup();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Close menu');
  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  expect(toggle).toHaveAttribute('aria-controls', menu.id);
  expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#home', '/dashboard/courses', '#faqs', '#contact', '#upload']);
  expect(within(menu).getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '#upload');

  await user.click(within(menu).getByRole('link', { name: 'FAQs' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAccessibleName('Open menu');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});

test('the toggle closes the menu again, and so do Escape and a press outside', async () => {
  const { user, toggle } = setup();
  await user.click(toggle);
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();

  await user.click(toggle);
  await user.click(screen.getByText('Page body'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('Browse Courses goes to the browse page through the router, from the bar and from the phone menu (which closes)', async () => {
  const user = userEvent.setup({ delay: null });
  // Every path renders the bar, so it stays on screen after the navigation.
  renderWithProviders(<TopNav sessionArea={null} />, { path: '*' });
  await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Browse Courses' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/courses$/);
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await user.click(toggle);
  await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Browse Courses' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/courses$/);
});
