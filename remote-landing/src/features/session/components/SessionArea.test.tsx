import { sessionStore, setReloadPage } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork, resetSessionPerTest } from '@lectern/shared-api/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@lectern/shared-ui/prerender';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { SessionArea } from './SessionArea.tsx';

const ADA = sessionUser();

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
const reload = jest.fn();

beforeEach(() => setReloadPage(reload));
resetSessionPerTest();

test('shows the Validating spinner while the session is checked', () => {
  renderWithProviders(<SessionArea />);
  expect(screen.getByRole('status')).toHaveTextContent('Validating');
});

test('prerendered (this loading state as static HTML): a Sign In link and a rule hiding Validating, both only for a browser without JavaScript', () => {
  const { html } = renderPage('/', '/', <SessionArea />);
  const noscript = /<noscript>(.*)<\/noscript>/s.exec(html)?.[1] ?? '';
  expect(noscript).toMatch(/<a [^>]*href="\/auth\/signin"[^>]*>Sign In<\/a>/);
  expect(noscript).toMatch(/<a [^>]*href="\/auth\/signup"[^>]*>Sign Up<\/a>/);
  expect(noscript).toContain('<style>.session-checking{display:none}</style>');
  expect(html).toMatch(/<span role="status"[^>]*class="[^"]*\bsession-checking\b/);
});

test('in the browser the noscript fallback renders nothing: Validating only, no link (e2e/tests/first-paint.spec.ts checks the static page)', () => {
  renderWithProviders(<SessionArea />);
  expect(screen.getByRole('status')).toHaveTextContent('Validating');
  expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
});

test('signed out: a Sign In link to /auth/signin and a Sign Up link to /auth/signup', async () => {
  act(() => sessionStore.getState().signedOut());
  renderWithProviders(<SessionArea />);
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/signup');
  expect(screen.queryByText('Validating')).not.toBeInTheDocument();
});

test('switches from Validating to the signed-in menu when the session arrives', () => {
  renderWithProviders(<SessionArea />);
  act(() => sessionStore.getState().signedIn(ADA));
  expect(screen.queryByText('Validating')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ada' })).toBeInTheDocument();
});

test('signed in: the firstName menu offers Upload, Dashboard and Logout, and closes on Escape and outside press', async () => {
  act(() => sessionStore.setState({ status: 'signedIn', user: ADA }));
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <p>Outside</p>
      <SessionArea />
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Ada' });
  expect(trigger).toHaveTextContent('Ada');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/dashboard?upload=1');
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

  await user.click(trigger);
  await user.click(screen.getByText('Outside'));
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('Dashboard goes to /dashboard', async () => {
  act(() => sessionStore.setState({ status: 'signedIn', user: ADA }));
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SessionArea />);
  await user.click(screen.getByRole('button', { name: 'Ada' }));
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});

test('Logout posts to /api/auth/logout and then reloads the page', async () => {
  net = fakeNetwork({ 'POST /api/auth/logout': { data: { message: 'You have been signed out.' } } });
  act(() => sessionStore.setState({ status: 'signedIn', user: ADA }));
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SessionArea />);
  await user.click(screen.getByRole('button', { name: 'Ada' }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(net.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/auth/logout']);
  expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
});
