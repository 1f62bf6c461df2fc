import { fakeNetwork, type FakeNetwork } from '@lectern/shared-api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { FederatedButton } from './FederatedButton.tsx';

let net: FakeNetwork;
afterEach(() => net.restore());

test('not configured: the button stays and clicking it says so, without navigating', async () => {
  net = fakeNetwork({ 'GET /api/auth/providers': { data: { google: null } } });
  const user = userEvent.setup();
  renderWithProviders(<FederatedButton intent="signin" />, { route: '/auth/signin' });
  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  expect(screen.getByRole('status')).toHaveTextContent('Google sign-in is not set up on this site yet. Use your email and password.');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
  expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  // Nothing is loaded from the provider when it is not configured.
  expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
});

test.each([
  ['signup', '/api/auth/google'],
  ['signin', '/api/auth/google?state=origin'],
] as const)('configured for %s: a plain link to %s', async (intent, href) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { data: { google: { clientId: 'abc' } } } });
  renderWithProviders(<FederatedButton intent={intent} />, { route: '/auth/x' });
  expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', href);
});

test.each([
  ['signin', '/api/auth/google?state=origin&next=%2Fdashboard%2Flibraries%3Ftab%3Dsaved'],
  ['signup', '/api/auth/google?next=%2Fdashboard%2Flibraries%3Ftab%3Dsaved'],
] as const)('configured for %s: carries the page\'s next path, encoded', async (intent, href) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { data: { google: { clientId: 'abc' } } } });
  renderWithProviders(<FederatedButton intent={intent} />, {
    route: `/auth/x?next=${encodeURIComponent('/dashboard/libraries?tab=saved')}`,
  });
  expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', href);
});

test.each(['https://evil.example', '//evil.example/x'])('configured: drops an off-site next (%s)', async (next) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { data: { google: { clientId: 'abc' } } } });
  renderWithProviders(<FederatedButton intent="signin" />, { route: `/auth/x?next=${encodeURIComponent(next)}` });
  expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google?state=origin');
});
