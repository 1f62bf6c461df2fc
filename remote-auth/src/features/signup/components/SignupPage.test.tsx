import { fakeNetworkPerTest, routeKeepingBody, type FakeNetwork } from '@lectern/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { pageAfterSignUp } from '../../../components/afterSignUp.ts';
import { SignupPage } from './SignupPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const renderPage = () => renderWithProviders(<SignupPage />, { route: '/auth/signup' });

async function fillIn({ fullName = 'Ada Lovelace Obi', email = 'ada@uni.edu', password = 'Secret123', terms = true } = {}) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Full name'), fullName);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

test('labelled fields, the sign-in link and the federated sign-up', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
  expect(screen.getByLabelText('Full name')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
  expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google');
});

test('validates each field on blur with the spec messages', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage();
  const blur = async (label: string, text?: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (text) await user.type(field, text);
    await user.tab();
  };
  await blur('Full name');
  expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  await blur('Full name', 'A');
  expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
  await blur('Email');
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await blur('Email', 'ada@');
  expect(await screen.findByText('Enter a valid university email')).toBeInTheDocument();
  await blur('Password', 'short');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  await blur('Password', 'alllowercase1');
  expect(await screen.findByText('Password must contain uppercase, lowercase and a number')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'Password must contain uppercase, lowercase and a number At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
  );
});

test('the terms must be accepted', async () => {
  net = fakeNetwork({});
  renderPage();
  await fillIn({ terms: false });
  expect(await screen.findByText('You must agree to continue')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('checkbox')).toHaveFocus());
  expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('sends first and last name split from the full name, then opens the verify page', async () => {
  const signup = routeKeepingBody({ status: 201, data: { message: 'ok' } });
  net = fakeNetwork({ 'POST /api/auth/student': signup });
  renderPage();
  await fillIn({ email: 'ada+x@uni.edu' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/signup/verify?email=ada%2Bx%40uni.edu'));
  expect(signup.sent).toEqual({ firstName: 'Ada', lastName: 'Lovelace Obi', email: 'ada+x@uni.edu', password: 'Secret123' });
});

test('a single name is both first and last name', async () => {
  const signup = routeKeepingBody({ status: 201, data: { message: 'ok' } });
  net = fakeNetwork({ 'POST /api/auth/student': signup });
  renderPage();
  await fillIn({ fullName: 'Ada' });
  await waitFor(() => expect(signup.sent).toMatchObject({ firstName: 'Ada', lastName: 'Ada' }));
});

test("shows the server's field errors inline, lastName on the full name", async () => {
  net = fakeNetwork({
    'POST /api/auth/student': {
      status: 400,
      error: {
        code: 'VALIDATION',
        message: 'Invalid request',
        errors: [
          { field: 'lastName', message: 'Last name is too long' },
          { field: 'email', message: 'Use your university email' },
        ],
      },
    },
  });
  renderPage();
  await fillIn();
  expect(await screen.findByText('Last name is too long')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Use your university email'));
  await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
  expect(screen.queryByText('Invalid request')).not.toBeInTheDocument();
});

test('other failures toast the server message, or the default', async () => {
  net = fakeNetwork({
    'POST /api/auth/student': { status: 429, error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' } },
  });
  renderPage();
  await fillIn();
  expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup$/);
});

test('a failure without a message toasts Signup failed', async () => {
  net = fakeNetwork({ 'POST /api/auth/student': { networkError: true } });
  renderPage();
  // A lost connection has its own message; a server 5xx falls back to the spec's text.
  await fillIn();
  expect(await screen.findByText(/Network error/)).toBeInTheDocument();
  net.restore();
  net = fakeNetwork({ 'POST /api/auth/student': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Signup failed. Please try again.')).toBeInTheDocument();
});

test('Continue is disabled and shows the loading text while signing up', async () => {
  net = fakeNetwork({ 'POST /api/auth/student': { pending: true } });
  renderPage();
  await fillIn();
  expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
});

test('the agreement links to the Terms of Service, the Privacy Policy and the Honor Code, each in a new tab', () => {
  renderPage();
  const agreement = screen.getByRole('checkbox', { name: /^I agree to the Terms of Service/ });
  const label = (agreement as HTMLInputElement).labels?.[0] as HTMLElement;
  for (const [name, href] of [
    ['Terms of Service', '/policies/terms'],
    ['Privacy Policy', '/policies/privacy'],
    ['Honor Code', '/policies/honor-code'],
  ] as const) {
    const link = within(label).getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
  }
});

test('a visitor on their way to a page keeps it through sign-up, and back to sign-in', async () => {
  localStorage.clear();
  net = fakeNetwork({ 'POST /api/auth/student': { status: 201, data: { message: 'ok' } } });
  renderWithProviders(<SignupPage />, { route: `/auth/signup?next=${encodeURIComponent('/dashboard/search?q=calculus')}` });
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/signin?next=${encodeURIComponent('/dashboard/search?q=calculus')}`);
  await fillIn();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/signup/verify'));
  expect(pageAfterSignUp()).toBe('/dashboard/search?q=calculus');
  localStorage.clear();
});
