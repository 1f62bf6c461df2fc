import { AUTH_MESSAGES as AUTH } from '@lectern/shared-api/contract';
import { sessionCookieSet } from '../../helpers/oidc-provider.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const get = (url: string) => ctx.app().inject({ method: 'GET', url });

test('providers: google is null', async () => {
  expect((await get('/api/auth/providers')).json()).toEqual({ status: 'success', data: { google: null } });
});

describe('a press on Continue with Google (the pages link it before they know the providers)', () => {
  const expectPlainRedirect = (res: Awaited<ReturnType<typeof get>>, location: string) => {
    expect({ status: res.statusCode, location: res.headers.location, cacheControl: res.headers['cache-control'] }).toEqual({
      status: 302,
      location,
      cacheControl: 'no-store',
    });
    expect(res.body).toBe('');
    expect(sessionCookieSet(res)).toBeNull();
    expect(res.headers['set-cookie']).toBeUndefined();
  };

  test('from sign-in: back to sign in with google_not_configured', async () => {
    expectPlainRedirect(await get('/api/auth/google?state=origin'), '/auth/signin?error=google_not_configured');
  });

  test('from sign-in with next: back to sign in, next kept', async () => {
    expectPlainRedirect(
      await get(`/api/auth/google?state=origin&next=${encodeURIComponent('/dashboard/libraries?tab=saved')}`),
      `/auth/signin?error=google_not_configured&next=${encodeURIComponent('/dashboard/libraries?tab=saved')}`,
    );
  });

  test('an off-site next is not carried back', async () => {
    for (const next of ['https://evil.example', '//evil.example/x']) {
      expectPlainRedirect(await get(`/api/auth/google?state=origin&next=${encodeURIComponent(next)}`), '/auth/signin?error=google_not_configured');
    }
  });

  test('from sign-up: back to sign up with google_not_configured', async () => {
    expectPlainRedirect(await get('/api/auth/google'), '/auth/signup?error=google_not_configured');
    expectPlainRedirect(await get('/api/auth/google?next=%2Fdashboard'), '/auth/signup?error=google_not_configured');
  });

  test('the callback goes to sign in with google_not_configured', async () => {
    expectPlainRedirect(await get('/api/auth/google/callback?code=x&state=y'), '/auth/signin?error=google_not_configured');
  });
});

describe('with a low rate limit', () => {
  const limited = useTestApp({ RATE_LIMIT_AUTH: '2' });

  test('presses are never refused with a 429: nothing reaches a provider, so nothing is counted', async () => {
    for (let press = 0; press < 5; press += 1) {
      const res = await limited.app().inject({ method: 'GET', url: '/api/auth/google?state=origin' });
      expect({ press, status: res.statusCode, location: res.headers.location }).toEqual({
        press,
        status: 302,
        location: '/auth/signin?error=google_not_configured',
      });
    }
  });
});

test('One Tap is a 404 NOT_FOUND', async () => {
  const res = await get('/api/auth/google/onetap?token=abc');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ status: 'error', statusCode: 404, code: 'NOT_FOUND', message: AUTH.googleNotConfigured });
});
