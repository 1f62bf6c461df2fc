import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES as AUTH, type AuthProviders } from '@lectern/shared-api/contract';
import { uniqueEmail } from '../../helpers/accounts.ts';
import {
  authorizeAtProvider,
  callGoogleCallback,
  CLIENT_ID,
  CLIENT_SECRET,
  sessionCookieSet,
  startGoogleFlow,
  useTestProvider,
} from '../../helpers/oidc-provider.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an issuer that never answers', () => {
  let port = 0;
  beforeAll(async () => {
    port = await closedPort();
  });
  const ctx = useTestApp(() => ({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: `http://127.0.0.1:${port}` }));

  test('the app starts; providers still names the client', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/auth/providers' });
    expect(dataOf<AuthProviders>(res)).toEqual({ google: { clientId: CLIENT_ID } });
  });

  test('sign-in goes back with google_failed, and nothing is stored', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await ctx.app().inject({ method: 'GET', url: '/api/auth/google?state=origin' });
      expect({ status: res.statusCode, location: res.headers.location }).toEqual({ status: 302, location: '/auth/signin?error=google_failed' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await ctx.db().selectFrom('oauth_flows').select('id').execute()).toEqual([]);
    expect(ctx.logs()).not.toContain(CLIENT_SECRET);
  });

  test('a sign-in with next goes back with it; a sign-up goes back to sign in without it', async () => {
    const next = encodeURIComponent('/dashboard/libraries');
    const signIn = await ctx.app().inject({ method: 'GET', url: `/api/auth/google?state=origin&next=${next}` });
    expect(signIn.headers.location).toBe(`/auth/signin?error=google_failed&next=${next}`);
    const signUp = await ctx.app().inject({ method: 'GET', url: `/api/auth/google?next=${next}` });
    expect(signUp.headers.location).toBe('/auth/signin?error=google_failed');
  });

  test('One Tap answers 401 GOOGLE_FAILED', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/auth/google/onetap?token=a.b.c' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'GOOGLE_FAILED', message: AUTH.oneTapFailed });
  });
});

describe('a provider that goes down during a sign-in', () => {
  const provider = useTestProvider();
  const ctx = useTestApp(() => provider.env());

  test('the callback goes back with google_failed and no session', async () => {
    const flow = await startGoogleFlow(ctx.app());
    provider.shapeNextIdToken({ sub: `down-${randomBytes(4).toString('hex')}`, email: uniqueEmail(), email_verified: true });
    const callback = await authorizeAtProvider(flow.location);
    await provider.stop();
    const res = await callGoogleCallback(ctx.app(), callback, flow.cookie);
    expect({ status: res.statusCode, location: res.headers.location }).toEqual({ status: 302, location: '/auth/signin?error=google_failed' });
    expect(sessionCookieSet(res)).toBeNull();
  });
});
