import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { apiRequest } from './http.ts';
import { createQueryClient } from './queryClient.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork } from '../testing/index.ts';

// A 401 while the page thinks someone is signed in: the session is checked, and an ended one
// forgets the person (the shell's guard then lands on sign-in with `next`).
let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signedIn(sessionUser());
});

const refused = { status: 401, error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } } as const;

function change(path: string): Promise<unknown> {
  const observer = new MutationObserver(createQueryClient(), { mutationFn: () => apiRequest(path, { method: 'POST', body: {} }) });
  return observer.mutate().catch(() => undefined);
}

test('a change answered 401 after the session ended elsewhere forgets the person', async () => {
  net = fakeNetwork({ 'POST /api/materials/m1/save': refused, 'GET /api/auth/check': { data: { loggedIn: false } } });
  await change('/materials/m1/save');
  await waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', user: null }));
  expect(localStorage.length).toBe(0);
});

test('a read answered 401 does the same', async () => {
  net = fakeNetwork({ 'GET /api/notifications': refused, 'GET /api/auth/check': { data: { loggedIn: false } } });
  const observer = new QueryObserver(createQueryClient(), { queryKey: ['notifications'], queryFn: () => apiRequest('/notifications') });
  const stop = observer.subscribe(() => undefined);
  await waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
  stop();
});

test('a 401 that is not about the session (a wrong current password) leaves the person signed in', async () => {
  net = fakeNetwork({ 'POST /api/user/password': refused, 'GET /api/auth/check': { data: { loggedIn: true } } });
  await change('/user/password');
  await waitFor(() => expect(net!.calls.map((call) => call.url.pathname)).toContain('/api/auth/check'));
  expect(sessionStore.getState().status).toBe('signedIn');
  expect(localStorage.length).toBe(1);
});
