import { fakeNetworkPerTest, type FakeNetwork, routeKeepingBody } from '@lectern/shared-api/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { MISSING_TOKEN_REDIRECT_MS, ResetPasswordPage } from './ResetPasswordPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.useRealTimers();
});

const renderAt = (route = '/auth/reset-password?token=tok123') =>
  renderWithProviders(<ResetPasswordPage />, { route, path: '/auth/reset-password' });

async function submit(password = 'NewSecret1', confirm = password) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

test('new password and confirmation, each with its own toggle', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt();
  const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
  await user.click(first!);
  expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  expect(second).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});

test('validates on blur: length, confirmation required, and match', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt();
  await user.type(screen.getByLabelText('New password'), 'short');
  await user.tab();
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  await user.click(screen.getByLabelText('Confirm password'));
  await user.tab();
  expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Confirm password'), 'different');
  await user.tab();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
});

test('an empty submit toasts Password cannot be empty.', async () => {
  net = fakeNetwork({});
  renderAt();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password cannot be empty.')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
  expect(net.calls).toHaveLength(0);
});

test('sends the token and the new password, then opens the success page', async () => {
  const reset = routeKeepingBody({ data: { message: 'ok' } });
  net = fakeNetwork({
    'POST /api/auth/reset-password': reset,
  });
  renderAt();
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/password\/success$/));
  expect(reset.sent).toEqual({ token: 'tok123', newPassword: 'NewSecret1' });
});

test('an invalid or expired token: toast and an alert with a link to request a new one', async () => {
  const message = 'This link is invalid or has expired. Please request a new one.';
  net = fakeNetwork({ 'POST /api/auth/reset-password': { status: 400, error: { code: 'INVALID_TOKEN', message } } });
  renderAt();
  await submit();
  const link = await screen.findByRole('link', { name: 'Request a new link' });
  expect(link).toHaveAttribute('href', '/auth/password/forgot');
  expect(link.closest('[role="alert"]')).toHaveTextContent(message);
  // ...and the toast says it too.
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
});

test('other failures toast the default', async () => {
  net = fakeNetwork({ 'POST /api/auth/reset-password': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  renderAt();
  await submit();
  expect(await screen.findByText('Failed to reset password. Please try again.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
});

test('a missing token shows and toasts the error, then opens forgot-password', async () => {
  jest.useFakeTimers();
  renderAt('/auth/reset-password');
  await waitFor(() => expect(screen.getAllByText('Missing token. Please try again.')).toHaveLength(2));
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/password/forgot');
  act(() => jest.advanceTimersByTime(MISSING_TOKEN_REDIRECT_MS));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/password\/forgot$/);
});
