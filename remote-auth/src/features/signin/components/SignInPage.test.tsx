import { GOOGLE_ERROR_MESSAGES, sessionStore } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork, routeKeepingBody, resetSessionPerTest } from '@lectern/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { SignInPage } from './SignInPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const renderAt = (route = '/auth/signin') => renderWithProviders(<SignInPage />, { route, path: '/auth/signin' });

async function signIn(email = 'ada@uni.edu', password = 'Secret123') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

test('labelled fields, the links and the federated sign-in', () => {
  renderAt();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/password/forgot');
  expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/auth/signup');
  const back = screen.getByRole('link', { name: 'Back to home' });
  expect(back).toHaveAttribute('href', '/');
  // The arrow is an icon, not a character read out or copied with the words.
  expect(back).toHaveTextContent(/^Back to home$/);
  expect(back.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  // A link from the first render on: a press reaches the server before the providers answer.
  expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google?state=origin');
});

test('the password toggle reads Show password, then Hide password', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt();
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});

test('validates on blur with the spec messages', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.tab();
  expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByLabelText('Password'));
  await user.tab();
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
});

test('an empty submit shows the inline errors, toasts that both are required and focuses the email', async () => {
  net = fakeNetwork({});
  const user = userEvent.setup({ delay: null });
  renderAt();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Email and password are required.')).toBeInTheDocument();
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('signs in with the email and password and opens /dashboard', async () => {
  const login = routeKeepingBody({ data: sessionUser() });
  net = fakeNetwork({
    'POST /api/auth/login': login,
  });
  renderAt();
  await signIn(' ada@uni.edu ');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  expect(login.sent).toEqual({ email: 'ada@uni.edu', password: 'Secret123' });
  expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Ada' } });
});

test('returns to a same-site next path after sign-in', async () => {
  net = fakeNetwork({ 'POST /api/auth/login': { data: sessionUser() } });
  renderAt('/auth/signin?next=%2Fdashboard%2Flibraries%3Ftab%3Dsaved');
  await signIn();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/libraries\?tab=saved$/));
});

test.each(['admin', 'moderator'] as const)('a %s with nowhere to go back to lands on the management portal; with a next path, there', async (role) => {
  net = fakeNetwork({ 'POST /api/auth/login': { data: sessionUser({ role }) } });
  const { unmount } = renderAt('/auth/signin');
  await signIn();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/management$/));
  unmount();
  renderAt('/auth/signin?next=%2Fdashboard%2Flibraries');
  await signIn();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/libraries$/));
});

test.each(['https://evil.example', '//evil.example/x'])('ignores an off-site next (%s) and opens /dashboard', async (next) => {
  net = fakeNetwork({ 'POST /api/auth/login': { data: sessionUser() } });
  renderAt(`/auth/signin?next=${encodeURIComponent(next)}`);
  await signIn();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
});

test('an unverified email: toast and the verify page for that email', async () => {
  net = fakeNetwork({
    'POST /api/auth/login': { status: 403, error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified.' } },
  });
  renderAt();
  await signIn('new+1@uni.edu');
  expect(await screen.findByText('Email not verified. Please check your inbox for the verification link.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/signup/verify?email=new%2B1%40uni.edu');
  expect(sessionStore.getState().status).toBe('loading');
});

test.each([
  ['INVALID_CREDENTIALS', 401, 'Incorrect email or password.'],
  ['RATE_LIMITED', 429, 'Too many attempts. Please wait a minute and try again.'],
])('%s: toasts the server message and stays', async (code, status, message) => {
  net = fakeNetwork({ 'POST /api/auth/login': { status, error: { code, message } } });
  renderAt();
  await signIn();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signin$/);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('a server failure without a useful message toasts the default', async () => {
  net = fakeNetwork({ 'POST /api/auth/login': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  renderAt();
  await signIn();
  expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
});

test('the submit button is disabled and shows the loading text while signing in', async () => {
  net = fakeNetwork({ 'POST /api/auth/login': { pending: true } });
  renderAt();
  await signIn();
  expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
});

describe('coming back from a failed Google sign-in (?error=<code>)', () => {
  const GOOGLE_FAILED_TEXT = 'Google sign-in failed. Please try again.';
  const inlineError = () => within(screen.getByLabelText('Email').closest('form')!).queryByRole('alert');

  test.each(['google_failed', 'google_state', 'google_cancelled', 'google_email_unverified', 'google_email_domain'] as const)(
    '%s: the message once as a toast and once above the form',
    async (code) => {
      const message = GOOGLE_ERROR_MESSAGES[code];
      renderAt(`/auth/signin?error=${code}`);
      expect(inlineError()).toHaveTextContent(message);
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    },
  );

  test('google_not_configured is no failed sign-in: only the Google button\'s status line says it, no toast', async () => {
    const message = GOOGLE_ERROR_MESSAGES.google_not_configured;
    renderAt('/auth/signin?error=google_not_configured');
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(inlineError()).not.toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  test.each(['something_new', 'constructor'])('an unknown code (%s) says that Google sign-in failed', async (code) => {
    renderAt(`/auth/signin?error=${code}`);
    expect(inlineError()).toHaveTextContent(GOOGLE_FAILED_TEXT);
    await waitFor(() => expect(screen.getAllByText(GOOGLE_FAILED_TEXT)).toHaveLength(2));
  });

  test('the inline message goes once the person edits the form, and does not come back', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/auth/signin?error=google_cancelled');
    expect(inlineError()).toHaveTextContent(GOOGLE_ERROR_MESSAGES.google_cancelled);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(inlineError()).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    expect(inlineError()).not.toBeInTheDocument();
    expect(screen.getAllByText(GOOGLE_ERROR_MESSAGES.google_cancelled)).toHaveLength(1);
  });

  test('a sign-in after the message still returns to the next path', async () => {
    net = fakeNetwork({ 'POST /api/auth/login': { data: sessionUser() } });
    renderAt('/auth/signin?error=google_state&next=%2Fdashboard%2Frecent');
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/recent$/));
  });

  test('one toast, even when effects run twice (StrictMode)', async () => {
    renderWithProviders(<SignInPage />, { route: '/auth/signin?error=google_email_domain', path: '/auth/signin', reactStrictMode: true });
    const message = GOOGLE_ERROR_MESSAGES.google_email_domain;
    // The inline error and one toast; a second toast would land in the same update as the first.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });

  test('the inline message goes once the person submits', async () => {
    net = fakeNetwork({ 'POST /api/auth/login': { pending: true } });
    renderAt('/auth/signin?error=google_state');
    expect(inlineError()).toHaveTextContent(GOOGLE_ERROR_MESSAGES.google_state);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(inlineError()).not.toBeInTheDocument());
  });
});

describe('a visitor sent here is told why', () => {
  const search = (words: string) => `/auth/signin?next=${encodeURIComponent(`/dashboard/search?q=${encodeURIComponent(words)}`)}&reason=search`;

  test('from a search: the materials that match their words, and after signing in the search itself', async () => {
    net = fakeNetwork({ 'POST /api/auth/login': { data: sessionUser() } });
    renderAt(search('calculus'));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see the materials that match “calculus”.')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to pick up where you left off.')).not.toBeInTheDocument();
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/search\?q=calculus$/));
  });

  test('a long search is cut short; an empty one is called their search', () => {
    const { unmount } = renderAt(search(`linear algebra ${'eigenvalues '.repeat(10)}`));
    expect(screen.getByText(/^Sign in to see the materials that match “linear algebra eigenvalues .*…”\.$/)).toBeInTheDocument();
    unmount();
    renderAt('/auth/signin?next=%2Fdashboard%2Fsearch%3Fq%3D&reason=search');
    expect(screen.getByText('Sign in to see the materials that match your search.')).toBeInTheDocument();
  });

  test('from a shared folder: the folder shared with them; creating an account instead keeps where they were going', () => {
    renderAt(`/auth/signin?next=${encodeURIComponent('/dashboard/folders/f-7')}&reason=sharedFolder`);
    expect(screen.getByText('Sign in to open the folder shared with you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', `/auth/signup?next=${encodeURIComponent('/dashboard/folders/f-7')}`);
  });

  test('a reason it does not know, or words from anywhere but the search asked for, say nothing', () => {
    const { unmount } = renderAt(`/auth/signin?next=%2Fdashboard&reason=${encodeURIComponent('Your account is locked')}`);
    expect(screen.getByText('Sign in to pick up where you left off.')).toBeInTheDocument();
    unmount();
    renderAt(`/auth/signin?next=${encodeURIComponent('/dashboard/libraries?q=call us')}&reason=search`);
    expect(screen.getByText('Sign in to see the materials that match your search.')).toBeInTheDocument();
  });
});
