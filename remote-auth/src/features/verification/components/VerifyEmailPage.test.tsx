import { sessionStore } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork, resetSessionPerTest } from '@lectern/shared-api/testing';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.useRealTimers();
});
resetSessionPerTest();

const renderAt = (route: string) =>
  renderWithProviders(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { route, path: '/auth/verify-email' },
  );

const verifyCalls = () => net?.calls.filter((c) => c.url.pathname === '/api/auth/verify-email/token') ?? [];

test('shows the processing spinner while verifying', () => {
  net = fakeNetwork({ 'GET /api/auth/verify-email/token': { pending: true } });
  renderAt('/auth/verify-email?token=abc');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Processing Email Verification');
  expect(screen.getByRole('status')).toHaveTextContent('Processing Email Verification');
});

test('verifies the token once (even in StrictMode), toasts success, starts the session and opens profile setup', async () => {
  net = fakeNetwork({ 'GET /api/auth/verify-email/token': { data: sessionUser({ username: null }) } });
  renderAt('/auth/verify-email?token=abc');
  expect(await screen.findByText('Email verification successful!')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup\/profile$/);
  expect(verifyCalls()).toHaveLength(1);
  expect(verifyCalls()[0]?.url.searchParams.get('token')).toBe('abc');
  expect(sessionStore.getState().status).toBe('signedIn');
});

test('a failure toasts the server message and goes to /auth/signin after 8 seconds', async () => {
  jest.useFakeTimers();
  net = fakeNetwork({
    'GET /api/auth/verify-email/token': {
      status: 400,
      error: { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired. Please request a new one.' },
    },
  });
  renderAt('/auth/verify-email?token=used');
  expect(await screen.findByText('This link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verification failed');

  act(() => jest.advanceTimersByTime(7900));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/verify-email?token=used');
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
  expect(verifyCalls()).toHaveLength(1);
});

test('a failure without a useful message toasts the default', async () => {
  jest.useFakeTimers();
  net = fakeNetwork({ 'GET /api/auth/verify-email/token': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  renderAt('/auth/verify-email?token=abc');
  expect(await screen.findByText('Verification failed. Please try again.')).toBeInTheDocument();
});

test('leaving the page before the 8 seconds cancels the redirect', async () => {
  jest.useFakeTimers();
  net = fakeNetwork({ 'GET /api/auth/verify-email/token': { status: 400, error: { code: 'INVALID_TOKEN', message: 'Bad link' } } });
  renderAt('/auth/verify-email?token=abc');
  await screen.findByText('Bad link');
  act(() => screen.getByRole('link', { name: /Back to home/ }).click());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  act(() => jest.advanceTimersByTime(8000));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('without a token it goes to /auth/signin at once', () => {
  net = fakeNetwork({});
  renderAt('/auth/verify-email');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
  expect(verifyCalls()).toHaveLength(0);
});
