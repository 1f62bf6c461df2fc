import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { AFTER_SIGN_UP_KEPT_MS, pageAfterSignUp, rememberAfterSignUp } from '../../../components/afterSignUp.ts';
import { SignupSuccessPage } from './SignupSuccessPage.tsx';

afterEach(() => localStorage.clear());

test('a success message and View Dashboard to /dashboard', async () => {
  renderWithProviders(<SignupSuccessPage />, { route: '/auth/signup/success' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're all set!");
  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'View Dashboard' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
});

test('a visitor who signed up on their way to a page is offered it, once', async () => {
  rememberAfterSignUp('/dashboard/folders/f-7');
  renderWithProviders(<SignupSuccessPage />, { route: '/auth/signup/success' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('link', { name: 'Continue where you were' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/folders\/f-7$/);
  expect(pageAfterSignUp()).toBeNull();
});

test('a page kept more than a day ago, or off-site, is not offered', () => {
  rememberAfterSignUp('/dashboard/recent', Date.now() - AFTER_SIGN_UP_KEPT_MS - 1);
  expect(pageAfterSignUp()).toBeNull();
  rememberAfterSignUp('https://evil.example/x');
  expect(pageAfterSignUp()).toBeNull();
  localStorage.setItem('lectern.afterSignUp', JSON.stringify({ path: '//evil.example', at: Date.now() }));
  renderWithProviders(<SignupSuccessPage />, { route: '/auth/signup/success' });
  expect(screen.queryByRole('link', { name: 'Continue where you were' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
});
