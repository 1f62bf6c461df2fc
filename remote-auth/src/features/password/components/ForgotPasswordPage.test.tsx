import { fakeNetworkPerTest, type FakeNetwork, routeKeepingBody } from '@lectern/shared-api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const renderPage = () => renderWithProviders(<ForgotPasswordPage />, { route: '/auth/password/forgot' });

test('an email field, Send Link and Back to Login', () => {
  renderPage();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByRole('button', { name: 'Send Link' })).toHaveAttribute('type', 'submit');
  expect(screen.getByRole('link', { name: /Back to Login/ })).toHaveAttribute('href', '/auth/signin');
});

test('validates the email on blur', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.type(screen.getByLabelText('Email'), 'nope');
  await user.tab();
  expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
});

test('an empty submit toasts Email cannot be empty. and shows the inline error', async () => {
  net = fakeNetwork({});
  renderPage();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send Link' }));
  expect(await screen.findByText('Email cannot be empty.')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(net.calls).toHaveLength(0);
});

test('sends the email and opens check-inbox', async () => {
  const forgot = routeKeepingBody({ data: { message: 'ok' } });
  net = fakeNetwork({
    'POST /api/auth/forgot-password': forgot,
  });
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.type(screen.getByLabelText('Email'), 'ada@uni.edu');
  await user.click(screen.getByRole('button', { name: 'Send Link' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/password\/check-inbox$/));
  expect(forgot.sent).toEqual({ email: 'ada@uni.edu' });
});

test.each([
  [{ status: 429, error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' } }, 'Too many attempts. Please wait a minute and try again.'],
  [{ status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } }, 'Failed to send password reset email. Please try again.'],
] as const)('a failure toasts the message or the default', async (reply, text) => {
  net = fakeNetwork({ 'POST /api/auth/forgot-password': reply });
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.type(screen.getByLabelText('Email'), 'ada@uni.edu');
  await user.click(screen.getByRole('button', { name: 'Send Link' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/password\/forgot$/);
});
