import { fakeNetworkPerTest, routeKeepingBody } from '@lectern/shared-api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { CheckEmailPage } from './CheckEmailPage.tsx';

const fakeNetwork = fakeNetworkPerTest();

const renderAt = (route: string) => renderWithProviders(<CheckEmailPage />, { route, path: '/auth/signup/verify' });

test('Check your email, with Open email, Resend and the way back to sign-up', () => {
  renderAt('/auth/signup/verify?email=ada%2Bx%40uni.edu');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email');
  expect(screen.getByText('ada+x@uni.edu')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open email' })).toHaveAttribute('href', 'mailto:ada+x@uni.edu');
  expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  expect(screen.getByRole('link', { name: /Back to sign up/ })).toHaveAttribute('href', '/auth/signup');
});

test('without an email it goes to /auth/signup', () => {
  renderAt('/auth/signup/verify');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup$/);
});

test("Resend sends the email and reads 'Resending link...' while in progress", async () => {
  const resend = routeKeepingBody({ pending: true as const });
  fakeNetwork({
    'POST /api/auth/resend-verification': resend,
  });
  const user = userEvent.setup({ delay: null });
  renderAt('/auth/signup/verify?email=ada%40uni.edu');
  await user.click(screen.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByRole('button', { name: 'Resending link...' })).toBeDisabled();
  expect(resend.sent).toEqual({ email: 'ada@uni.edu' });
});

test('a successful resend toasts Verification email sent!', async () => {
  fakeNetwork({ 'POST /api/auth/resend-verification': { data: { message: 'ok' } } });
  const user = userEvent.setup({ delay: null });
  renderAt('/auth/signup/verify?email=ada%40uni.edu');
  await user.click(screen.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText('Verification email sent!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
});

test.each([
  [{ status: 429, error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' } }, 'Too many attempts. Please wait a minute and try again.'],
  [{ status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } }, 'Failed to send verification email. Please try again.'],
] as const)('a failed resend toasts the message or the default', async (reply, text) => {
  fakeNetwork({ 'POST /api/auth/resend-verification': reply });
  const user = userEvent.setup({ delay: null });
  renderAt('/auth/signup/verify?email=ada%40uni.edu');
  await user.click(screen.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});
