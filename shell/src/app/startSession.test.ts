import { sessionStore } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork } from '@lectern/shared-api/testing';
import { waitFor } from '@testing-library/react';
import { startSession } from './startSession.ts';

describe('startSession', () => {
  let net: FakeNetwork | undefined;
  const fakeNetwork = fakeNetworkPerTest();
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ status: 'loading', user: null, offline: false });
  });
  afterEach(() => {
    delete window.__LECTERN_SESSION__;
  });

  it('takes the profile the server inlined at once, then only confirms the session still stands', async () => {
    net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: true } } });
    window.__LECTERN_SESSION__ = sessionUser({ firstName: 'Kemi' });
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Kemi' } });
    await waitFor(() => expect(net!.calls.map((call) => call.url.pathname)).toEqual(['/api/auth/check']));
    expect(sessionStore.getState().status).toBe('signedIn');
  });

  it('signs out when the session the page was written for has ended since (the access rules then ask to sign in)', async () => {
    net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: false } } });
    window.__LECTERN_SESSION__ = sessionUser({ firstName: 'Kemi' });
    await startSession();
    await waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
  });

  it('keeps the session when the check gets no answer (offline): only a no signs out', async () => {
    net = fakeNetwork({ 'GET /api/auth/check': { networkError: true } });
    window.__LECTERN_SESSION__ = sessionUser({ firstName: 'Kemi' });
    await startSession();
    await waitFor(() => expect(net!.calls).toHaveLength(1));
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Kemi' } });
  });

  it('is signed out at once when the server inlined nobody', async () => {
    net = fakeNetwork({});
    window.__LECTERN_SESSION__ = null;
    await startSession();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(net.calls).toEqual([]);
  });

  it('asks the server when the page carried no session (another host served it)', async () => {
    net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: false } } });
    await startSession();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(net.calls.map((call) => call.url.pathname)).toEqual(['/api/auth/check']);
  });

  describe('offline (the service worker opened the app shell, which carries no session)', () => {
    it('takes the last person seen signed in, marked offline, and asks again once back online', async () => {
      window.__LECTERN_SESSION__ = sessionUser({ firstName: 'Kemi' });
      await startSession();
      delete window.__LECTERN_SESSION__;
      sessionStore.setState({ status: 'loading', user: null });

      net = fakeNetwork({ 'GET /api/auth/check': { networkError: true } });
      const offlinePage = jest.fn();
      await startSession({ offlinePage });
      expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Kemi' }, offline: true });
      expect(offlinePage).not.toHaveBeenCalled();

      net.restore();
      net = fakeNetwork({ 'GET /api/auth/check': { data: { loggedIn: true } }, 'GET /api/user/profile': { data: sessionUser({ firstName: 'Kemi' }) } });
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', offline: false });
    });

    it('shows the offline page when nobody was seen signed in, to come back to the page asked for', async () => {
      window.history.replaceState({}, '', '/dashboard/libraries?tab=offline');
      net = fakeNetwork({ 'GET /api/auth/check': { networkError: true } });
      const offlinePage = jest.fn();
      // The access rules send a visitor on to sign in as soon as the session is settled.
      const unsubscribe = sessionStore.subscribe((state) => {
        if (state.status === 'signedOut') window.history.replaceState({}, '', '/auth/signin?next=%2Fdashboard%2Flibraries');
      });
      await startSession({ offlinePage });
      unsubscribe();
      expect(offlinePage).toHaveBeenCalledWith('/dashboard/libraries?tab=offline');
      window.history.replaceState({}, '', '/');
    });

    it('is signed out, not offline, when the server answers (a sign-out elsewhere forgets the person)', async () => {
      window.__LECTERN_SESSION__ = sessionUser();
      await startSession();
      window.__LECTERN_SESSION__ = null;
      await startSession();
      delete window.__LECTERN_SESSION__;
      net = fakeNetwork({ 'GET /api/auth/check': { networkError: true } });
      const offlinePage = jest.fn();
      await startSession({ offlinePage });
      expect(offlinePage).toHaveBeenCalledTimes(1);
    });
  });
});
