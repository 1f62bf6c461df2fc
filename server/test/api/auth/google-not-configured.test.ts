import { AUTH_MESSAGES as AUTH } from '@lectern/shared-api/contract';
import { sessionCookieSet } from '../../helpers/oidc-provider.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const get = (url: string) => ctx.app().inject({ method: 'GET', url });

test('providers: google is null', async () => {
  expect((await get('/api/auth/providers')).json()).toEqual({ status: 'success', data: { google: null } });
});

test('the redirect routes send the browser back to sign in with google_not_configured', async () => {
  for (const url of ['/api/auth/google', '/api/auth/google?state=origin', '/api/auth/google/callback?code=x&state=y']) {
    const res = await get(url);
    expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({
      url,
      status: 302,
      location: '/auth/signin?error=google_not_configured',
    });
    expect(sessionCookieSet(res)).toBeNull();
  }
});

test('One Tap is a 404 NOT_FOUND', async () => {
  const res = await get('/api/auth/google/onetap?token=abc');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ status: 'error', statusCode: 404, code: 'NOT_FOUND', message: AUTH.googleNotConfigured });
});
