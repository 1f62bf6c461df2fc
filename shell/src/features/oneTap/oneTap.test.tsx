import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { hydrateSession, sessionStore, setReloadPage } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork, type FakeReply, type FakeRoutes } from '@lectern/shared-api/testing';
import { LecternProviders } from '@lectern/shared-ui';
import type { GoogleIdConfiguration } from './googleIdentity.ts';
import { clearAutoSelectOnLogout, startOneTap } from './startOneTap.ts';

const GSI_SRC = 'https://accounts.google.com/gsi/client';
const CONFIGURED = { data: { google: { clientId: 'client-123' } } };
const NOT_CONFIGURED = { data: { google: null } };

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
let queryClient: QueryClient;
let assigned: string[];

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  assigned = [];
  sessionStore.setState({ status: 'loading', user: null });
});

afterEach(() => {
  document.querySelectorAll('script').forEach((script) => script.remove());
  delete window.google;
  window.history.replaceState(null, '', '/');
});

const gsiScripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${GSI_SRC}"]`);

/** The app start: the session check, then the One Tap offer. */
function appStart<Keys extends string>(routes: FakeRoutes<Keys>) {
  net = fakeNetwork(routes);
  return hydrateSession().then(() => startOneTap({ queryClient, assignLocation: (url) => void assigned.push(url) }));
}

/** Signed out; One Tap's sign-in answers `oneTap`, by default what an unlisted call answers. */
const signedOut = (
  providers: FakeReply<'GET /api/auth/providers'>,
  oneTap: FakeReply<'GET /api/auth/google/onetap'> = { status: 404, error: { code: 'NOT_FOUND', message: 'Not found' } },
) => appStart({ 'GET /api/auth/check': { data: { loggedIn: false } }, 'GET /api/auth/providers': providers, 'GET /api/auth/google/onetap': oneTap });

/** Stands in for the provider's script: records what the page asks of `google.accounts.id`. */
function fakeGoogle() {
  const fake = {
    options: null as GoogleIdConfiguration | null,
    prompted: 0,
    autoSelectDisabled: 0,
  };
  window.google = {
    accounts: {
      id: {
        initialize: (options) => void (fake.options = options),
        prompt: () => void fake.prompted++,
        disableAutoSelect: () => void fake.autoSelectDisabled++,
      },
    },
  };
  return fake;
}

/** Lets the script added by the page finish loading, with the fake provider in place. */
async function scriptLoads() {
  await waitFor(() => expect(gsiScripts()).toHaveLength(1));
  const fake = fakeGoogle();
  gsiScripts()[0]!.dispatchEvent(new Event('load'));
  return fake;
}

test('not configured: nothing is loaded from the provider', async () => {
  await signedOut(NOT_CONFIGURED);
  expect(net!.calls.map((c) => c.url.pathname)).toEqual(['/api/auth/check', '/api/auth/providers']);
  expect(gsiScripts()).toHaveLength(0);
});

test('signed in: the profile loads and One Tap is never offered', async () => {
  await appStart({
    'GET /api/auth/check': { data: { loggedIn: true } },
    'GET /api/user/profile': { data: sessionUser() },
    'GET /api/auth/providers': CONFIGURED,
  });
  expect(sessionStore.getState().status).toBe('signedIn');
  expect(net!.calls.map((c) => c.url.pathname)).toEqual(['/api/auth/check', '/api/user/profile']);
  expect(gsiScripts()).toHaveLength(0);
});

test('not offered on the /auth/* pages, where a flow is running', async () => {
  window.history.replaceState(null, '', '/auth/reset-password?token=abc');
  await signedOut(CONFIGURED);
  expect(gsiScripts()).toHaveLength(0);
});

test('a visitor: the provider script is added once, then One Tap is set up and prompted', async () => {
  const started = signedOut(CONFIGURED);
  const again = startOneTap({ queryClient, assignLocation: (url) => void assigned.push(url) });
  const google = await scriptLoads();
  await Promise.all([started, again]);

  expect(gsiScripts()).toHaveLength(1);
  expect(gsiScripts()[0]!.async).toBe(true);
  expect(google.options).toEqual({
    client_id: 'client-123',
    callback: expect.any(Function),
    auto_select: false,
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
  });
  expect(google.prompted).toBe(1);
});

test('One Tap success: the token goes to the server, then a full load of /dashboard', async () => {
  const started = signedOut(CONFIGURED, { data: { user: sessionUser(), isNewUser: false } });
  const google = await scriptLoads();
  await started;

  google.options!.callback({ credential: 'tok' });

  await waitFor(() => expect(assigned).toEqual(['/dashboard']));
  const exchange = net!.calls.find((c) => c.url.pathname === '/api/auth/google/onetap');
  expect(exchange).toMatchObject({ method: 'GET' });
  expect(exchange!.url.searchParams.get('token')).toBe('tok');
});

test('One Tap success for someone new to Lectern: a full load of profile setup', async () => {
  const started = signedOut(CONFIGURED, { data: { user: sessionUser(), isNewUser: true } });
  const google = await scriptLoads();
  await started;

  google.options!.callback({ credential: 'tok' });

  await waitFor(() => expect(assigned).toEqual(['/auth/signup/profile']));
});

test("One Tap failure: toast 'Google One Tap login failed' and stay", async () => {
  render(
    <LecternProviders queryClient={queryClient}>
      <p>page</p>
    </LecternProviders>,
  );
  const started = signedOut(CONFIGURED, { status: 401, error: { code: 'GOOGLE_FAILED', message: 'Google sign-in failed.' } });
  const google = await scriptLoads();
  await started;

  google.options!.callback({ credential: 'bad' });

  expect(await screen.findByText('Google One Tap login failed')).toBeInTheDocument();
  expect(assigned).toEqual([]);
});

test('the provider script failing to load (no network) is only a console warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const started = signedOut(CONFIGURED);
  await waitFor(() => expect(gsiScripts()).toHaveLength(1));
  gsiScripts()[0]!.dispatchEvent(new Event('error'));
  await started;

  expect(warn).toHaveBeenCalledWith('Google One Tap is not available', expect.any(Error));
  expect(assigned).toEqual([]);
  warn.mockRestore();
});

test('not prompted when the person signed in while the script was loading', async () => {
  const started = signedOut(CONFIGURED);
  await waitFor(() => expect(gsiScripts()).toHaveLength(1));
  sessionStore.getState().signedIn(sessionUser());
  const google = await scriptLoads();
  await started;
  expect(google.options).toBeNull();
  expect(google.prompted).toBe(0);
});

test("logout clears the provider's auto-select before signing out on the server", async () => {
  const order: string[] = [];
  net = fakeNetwork({
    'POST /api/auth/logout': () => {
      order.push('POST /api/auth/logout');
      return { data: { message: 'You have been signed out.' } };
    },
  });
  const google = fakeGoogle();
  window.google!.accounts.id.disableAutoSelect = () => {
    google.autoSelectDisabled++;
    order.push('disableAutoSelect');
  };
  setReloadPage(() => void order.push('reload'));
  const unregister = clearAutoSelectOnLogout();
  sessionStore.setState({ status: 'signedIn', user: sessionUser() });

  await sessionStore.getState().logout();
  unregister();

  expect(order).toEqual(['disableAutoSelect', 'POST /api/auth/logout', 'reload']);
});

test('logout still works when the provider script never loaded', async () => {
  net = fakeNetwork({ 'POST /api/auth/logout': { data: { message: 'You have been signed out.' } } });
  let reloaded = 0;
  setReloadPage(() => void reloaded++);
  const unregister = clearAutoSelectOnLogout();
  sessionStore.setState({ status: 'signedIn', user: sessionUser() });

  await sessionStore.getState().logout();
  unregister();

  expect(reloaded).toBe(1);
});
