import { QueryClient } from '@tanstack/react-query';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork } from '../testing/index.ts';
import { bindSessionQueryClient, hydrateSession, onBeforeLogout, sessionStore, setReloadPage } from './sessionStore.ts';

const profile = sessionUser();

describe('session store', () => {
  let net: FakeNetwork | undefined;
  const fakeNetwork = fakeNetworkPerTest();
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ status: 'loading', user: null, offline: false });
  });

  it('is signed in with the profile when the server says so', async () => {
    net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: true } }, 'GET /api/user/profile': { data: profile } });
    await hydrateSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Ada' } });
  });

  it('is signed out, without asking for a profile, when nobody is signed in', async () => {
    net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: false } } });
    await hydrateSession();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(net.calls.map((c) => c.url.pathname)).toEqual(['/api/auth/check']);
  });

  it('is signed out on any error', async () => {
    net = fakeNetwork({ 'GET /api/auth/check': { status: 500, error: { code: 'INTERNAL', message: 'down' } } });
    await hydrateSession();
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  describe('offline', () => {
    it('takes the last person seen signed in when the server cannot be reached, marked offline', async () => {
      net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: true } }, 'GET /api/user/profile': { data: profile } });
      await hydrateSession();
      net.restore();
      sessionStore.setState({ status: 'loading', user: null });

      net = fakeNetwork({ 'GET /api/auth/check': { networkError: true } });
      await hydrateSession();
      expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Ada' }, offline: true });
    });

    it('is signed out, offline, when nobody was seen signed in', async () => {
      net = fakeNetwork({ 'GET /api/auth/check': { networkError: true } });
      await hydrateSession();
      expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, offline: true });
    });

    it('forgets the person when the server answers that nobody is signed in', async () => {
      sessionStore.getState().signedIn(profile);
      net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: false } } });
      await hydrateSession();
      net.restore();
      net = fakeNetwork({ 'GET /api/auth/check': { networkError: true } });
      await hydrateSession();
      expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
    });

    it('forgets the person on an error answer (a 401), not only at sign-out', async () => {
      sessionStore.getState().signedIn(profile);
      net = fakeNetwork({ 'GET /api/auth/check': { status: 401, error: { code: 'UNAUTHORIZED', message: 'no' } } });
      await hydrateSession();
      expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', offline: false });
      expect(localStorage.length).toBe(0);
    });

    it('forgets the person at logout', async () => {
      net = fakeNetwork({ 'POST /api/auth/logout': { data: { message: 'You have been signed out.' } } });
      setReloadPage(() => {});
      sessionStore.getState().signedIn(profile);
      expect(localStorage.length).toBe(1);
      await sessionStore.getState().logout();
      expect(localStorage.length).toBe(0);
    });
  });

  it('logs out on the server, clears the query cache and reloads', async () => {
    net = fakeNetwork({ 'POST /api/auth/logout': { data: { message: 'You have been signed out.' } } });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user', 'profile'], profile);
    bindSessionQueryClient(queryClient);
    let reloaded = 0;
    setReloadPage(() => void reloaded++);
    sessionStore.setState({ status: 'signedIn', user: profile });

    await sessionStore.getState().logout();

    expect(net.calls).toEqual([expect.objectContaining({ method: 'POST' })]);
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(reloaded).toBe(1);
    bindSessionQueryClient(null);
  });

  it('stays signed in when the server cannot sign out', async () => {
    net = fakeNetwork({ 'POST /api/auth/logout': { status: 500, error: { code: 'INTERNAL', message: 'down' } } });
    let reloaded = 0;
    setReloadPage(() => void reloaded++);
    sessionStore.setState({ status: 'signedIn', user: profile });

    await expect(sessionStore.getState().logout()).rejects.toMatchObject({ statusCode: 500 });
    expect(sessionStore.getState().status).toBe('signedIn');
    expect(reloaded).toBe(0);
  });

  it('runs the work registered before logout first, then signs out on the server', async () => {
    const order: string[] = [];
    net = fakeNetwork({
      'POST /api/auth/logout': () => {
        order.push('POST /api/auth/logout');
        return { data: { message: 'You have been signed out.' } };
      },
    });
    setReloadPage(() => void order.push('reload'));
    const unregister = onBeforeLogout(() => void order.push('disable auto-select'));
    sessionStore.setState({ status: 'signedIn', user: profile });

    await sessionStore.getState().logout();
    unregister();

    expect(order).toEqual(['disable auto-select', 'POST /api/auth/logout', 'reload']);
  });

  it('signs out even when the work before logout throws', async () => {
    net = fakeNetwork({ 'POST /api/auth/logout': { data: { message: 'You have been signed out.' } } });
    setReloadPage(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unregister = onBeforeLogout(() => {
      throw new Error('provider script broken');
    });
    sessionStore.setState({ status: 'signedIn', user: profile });

    await sessionStore.getState().logout();
    unregister();

    expect(net.calls).toEqual([expect.objectContaining({ method: 'POST' })]);
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('no longer runs work once it is unregistered', async () => {
    net = fakeNetwork({ 'POST /api/auth/logout': { data: { message: 'You have been signed out.' } } });
    setReloadPage(() => undefined);
    let ran = 0;
    onBeforeLogout(() => void ran++)();
    sessionStore.setState({ status: 'signedIn', user: profile });

    await sessionStore.getState().logout();

    expect(ran).toBe(0);
  });
});
