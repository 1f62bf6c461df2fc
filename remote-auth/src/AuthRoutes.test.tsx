import { fakeNetwork, type FakeNetwork } from '@lectern/shared-api/testing';
import { screen } from '@testing-library/react';
import AuthRoutes from './AuthRoutes.tsx';
import { renderWithProviders } from '@lectern/shared-ui/testing';

let net: FakeNetwork;
beforeEach(() => {
  net = fakeNetwork({ 'GET /api/auth/providers': { data: { google: null } }, 'GET /api/faculty': { data: [] }, 'GET /api/auth/verify-email/token': { pending: true } });
});
afterEach(() => net.restore());

const renderAt = (route: string) => renderWithProviders(<AuthRoutes />, { route, path: '/auth/*' });

test.each([
  ['/auth/signup', 'Create your account'],
  ['/auth/signup/verify?email=ada%40uni.edu', 'Check your email'],
  ['/auth/signup/profile', 'Set up your profile'],
  ['/auth/signup/success', "You're all set!"],
  ['/auth/verify-email?token=abc', 'Processing Email Verification'],
  ['/auth/signin', 'Welcome back'],
  ['/auth/password/forgot', 'Forgot your password?'],
  ['/auth/password/check-inbox', 'Check your inbox!'],
  ['/auth/reset-password?token=abc', 'Reset your password'],
  ['/auth/password/success', 'Password changed'],
])('%s renders its screen', (route, title) => {
  renderAt(route);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  expect(screen.getByRole('main')).toBeInTheDocument();
});

test.each(['/auth/nope', '/auth', '/auth/signup/extra'])('%s shows the shared not-found page', (route) => {
  renderAt(route);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ooops! Page not found');
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
