import { fakeNetwork, type FakeNetwork } from '@lectern/shared-api/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { pageAfterSignUp } from '../afterSignUp.ts';
import { FederatedButton } from './FederatedButton.tsx';

const NOT_CONFIGURED = 'Google sign-in is not set up on this site yet. Use your email and password.';

let net: FakeNetwork;
afterEach(() => net.restore());

test.each([
  ['signup', '/api/auth/google'],
  ['signin', '/api/auth/google?state=origin'],
] as const)('before the providers answer, %s shows a plain link to %s', (intent, href) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { pending: true } });
  renderWithProviders(<FederatedButton intent={intent} />, { route: '/auth/x' });
  expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', href);
  expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('not configured: once the providers say so, a button of the same look that says so without navigating', async () => {
  net = fakeNetwork({ 'GET /api/auth/providers': { data: { google: null } } });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<FederatedButton intent="signin" />, { route: '/auth/signin' });
  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  expect(screen.getByRole('status')).toHaveTextContent(NOT_CONFIGURED);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
  expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  // Nothing is loaded from the provider when it is not configured.
  expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
});

test.each(['signin', 'signup'] as const)(
  'back from the server with ?error=google_not_configured (%s): the status line says Google is not set up',
  async (intent) => {
    net = fakeNetwork({ 'GET /api/auth/providers': { pending: true } });
    renderWithProviders(<FederatedButton intent={intent} />, { route: `/auth/${intent}?error=google_not_configured` });
    expect(await screen.findByRole('status')).toHaveTextContent(NOT_CONFIGURED);
    // Still a link: the server may have been configured since.
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  },
);

test('another ?error (a failed sign-in) is not the button\'s to say', () => {
  net = fakeNetwork({ 'GET /api/auth/providers': { pending: true } });
  renderWithProviders(<FederatedButton intent="signin" />, { route: '/auth/signin?error=google_failed' });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test.each([
  ['signup', '/api/auth/google'],
  ['signin', '/api/auth/google?state=origin'],
] as const)('configured for %s: still the plain link to %s', async (intent, href) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { data: { google: { clientId: 'abc' } } } });
  const { queryClient } = renderWithProviders(<FederatedButton intent={intent} />, { route: '/auth/x' });
  await act(() => queryClient.refetchQueries());
  expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', href);
});

test.each([
  ['signin', '/api/auth/google?state=origin&next=%2Fdashboard%2Flibraries%3Ftab%3Dsaved'],
  ['signup', '/api/auth/google?next=%2Fdashboard%2Flibraries%3Ftab%3Dsaved'],
] as const)('%s carries the page\'s next path, encoded, from its first render', (intent, href) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { pending: true } });
  renderWithProviders(<FederatedButton intent={intent} />, {
    route: `/auth/x?next=${encodeURIComponent('/dashboard/libraries?tab=saved')}`,
  });
  expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', href);
});

test.each(['https://evil.example', '//evil.example/x'])('drops an off-site next (%s)', (next) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { pending: true } });
  renderWithProviders(<FederatedButton intent="signin" />, { route: `/auth/x?next=${encodeURIComponent(next)}` });
  expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google?state=origin');
});

test.each(['signup', 'signin'] as const)('pressed (%s), it keeps `next` for a person new to Lectern, who comes back through profile set-up', async (intent) => {
  net = fakeNetwork({ 'GET /api/auth/providers': { pending: true } });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<FederatedButton intent={intent} />, { route: `/auth/${intent}?next=${encodeURIComponent('/dashboard/search?q=calculus')}` });
  // The browser would leave for the server here; the test stays on the page.
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
  await user.click(screen.getByRole('link', { name: 'Continue with Google' }));
  expect(pageAfterSignUp()).toBe('/dashboard/search?q=calculus');
});
