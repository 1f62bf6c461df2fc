import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { CheckInboxPage } from './CheckInboxPage.tsx';
import { PasswordSuccessPage } from './PasswordSuccessPage.tsx';

test('check-inbox says the reset link expires in 1 hour and links back to sign in', () => {
  renderWithProviders(<CheckInboxPage />, { route: '/auth/password/check-inbox' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your inbox!');
  expect(screen.getByText(/The reset link expires in 1 hour\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/signin');
});

test('password success says a new password was created, with Log in to /auth/signin', async () => {
  renderWithProviders(<PasswordSuccessPage />, { route: '/auth/password/success' });
  expect(screen.getByText(/Your new password was successfully created/)).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Log in' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
});
