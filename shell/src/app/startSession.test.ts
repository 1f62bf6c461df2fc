import { sessionStore } from '@lectern/shared-api';
import { fakeNetwork, sessionUser, type FakeNetwork } from '@lectern/shared-api/testing';
import { startSession } from './startSession.ts';

describe('startSession', () => {
  let net: FakeNetwork | undefined;
  beforeEach(() => sessionStore.setState({ status: 'loading', user: null }));
  afterEach(() => {
    net?.restore();
    delete window.__LECTERN_SESSION__;
  });

  it('takes the profile the server inlined, without asking the server', async () => {
    net = fakeNetwork({});
    window.__LECTERN_SESSION__ = sessionUser({ firstName: 'Kemi' });
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { firstName: 'Kemi' } });
    expect(net.calls).toEqual([]);
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
});
