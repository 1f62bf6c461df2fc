import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { SignupSuccessPage } from './SignupSuccessPage.tsx';

test('a success message and View Dashboard to /dashboard', async () => {
  renderWithProviders(<SignupSuccessPage />, { route: '/auth/signup/success' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're all set!");
  await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'View Dashboard' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
});
