import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES as AUTH, GOOGLE_ERROR_MESSAGES, type OneTapResponse, type SessionUser } from '@lectern/shared-api/contract';
import { createUser, uniqueEmail } from '../../helpers/accounts.ts';
import { CLIENT_ID, sessionCookieSet, tamperSignature, useTestProvider } from '../../helpers/oidc-provider.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const provider = useTestProvider();
const ctx = useTestApp(() => ({ ...provider.env(), ALLOWED_EMAIL_DOMAINS: 'uni.edu' }));

const subject = () => `onetap-${randomBytes(6).toString('hex')}`;
const oneTap = (token: string, headers: Record<string, string> = {}) =>
  ctx.app().inject({ method: 'GET', url: `/api/auth/google/onetap?token=${encodeURIComponent(token)}`, headers });

function expectRefused(res: Awaited<ReturnType<typeof oneTap>>, message: string = AUTH.oneTapFailed) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ status: 'error', statusCode: 401, code: 'GOOGLE_FAILED', message });
  expect(sessionCookieSet(res)).toBeNull();
  expect(res.headers.authorization).toBeUndefined();
}

describe('GET /api/auth/google/providers', () => {
  test('names the client id', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ status: 'success', data: { google: { clientId: CLIENT_ID } } });
  });
});

describe('GET /api/auth/google/onetap', () => {
  test('200 for a new person: the session, the profile and isNewUser', async () => {
    const email = uniqueEmail('onetap');
    const res = await oneTap(await provider.idToken({ sub: subject(), email, email_verified: true, given_name: 'Bola', family_name: 'Ige' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      status: 'success',
      data: {
        isNewUser: true,
        user: expect.objectContaining({ email, firstName: 'Bola', lastName: 'Ige', role: 'student', username: null, auth: { emailVerified: true } }),
      },
    });
    const cookie = sessionCookieSet(res);
    expect(cookie).toMatch(/^lectern_session=/);
    expect(String(res.headers.authorization)).toBe(`Bearer ${cookie!.split('=')[1]}`);
    const profile = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: cookie! } });
    expect(dataOf<SessionUser>(profile).id).toBe(dataOf<OneTapResponse>(res).user.id);
  });

  test('200 for a known person (by subject), and for a verified email of an existing account (linked)', async () => {
    const sub = subject();
    const email = uniqueEmail('again');
    const first = dataOf<OneTapResponse>(await oneTap(await provider.idToken({ sub, email, email_verified: true })));
    // Another token (Google's carry a jti): the same token twice is a replay (test/scale/onetap-replay.test.ts).
    const again = await oneTap(await provider.idToken({ sub, email, email_verified: true, jti: 'again' }));
    expect(dataOf<OneTapResponse>(again)).toMatchObject({ isNewUser: false, user: { id: first.user.id } });

    const owner = await createUser(ctx.db());
    const linked = await oneTap(await provider.idToken({ sub: subject(), email: owner.email, email_verified: true }));
    expect(dataOf<OneTapResponse>(linked)).toMatchObject({ isNewUser: false, user: { id: owner.id } });
  });

  test('401 for a token signed with another key, tampered, for another audience, expired, or from another issuer', async () => {
    const claims = { sub: subject(), email: uniqueEmail('bad'), email_verified: true };
    const now = Math.floor(Date.now() / 1000);
    expectRefused(await oneTap(await provider.foreignIdToken(claims)));
    expectRefused(await oneTap(tamperSignature(await provider.idToken(claims))));
    expectRefused(await oneTap(await provider.idToken({ ...claims, aud: 'someone-else' })));
    expectRefused(await oneTap(await provider.idToken({ ...claims, iat: now - 7200, nbf: now - 7200, exp: now - 3600 })));
    expectRefused(await oneTap(await provider.idToken({ ...claims, iss: 'https://evil.example' })));
    expectRefused(await oneTap('not-a-jwt'));
    expect(await ctx.db().selectFrom('users').select('id').where('email', '=', claims.email).executeTakeFirst()).toBeUndefined();
  });

  test('401 with the reason for an unverified email or a domain outside ALLOWED_EMAIL_DOMAINS', async () => {
    const owner = await createUser(ctx.db());
    expectRefused(await oneTap(await provider.idToken({ sub: subject(), email: owner.email, email_verified: false })), GOOGLE_ERROR_MESSAGES.google_email_unverified);
    expectRefused(
      await oneTap(await provider.idToken({ sub: subject(), email: 'someone@gmail.com', email_verified: true })),
      GOOGLE_ERROR_MESSAGES.google_email_domain,
    );
  });

  test('401 when another site sends the browser (Sec-Fetch-Site); 400 without a token', async () => {
    const token = await provider.idToken({ sub: subject(), email: uniqueEmail('csrf'), email_verified: true });
    expectRefused(await oneTap(token, { 'sec-fetch-site': 'cross-site' }));
    expect((await oneTap(token, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    const missing = await ctx.app().inject({ method: 'GET', url: '/api/auth/google/onetap' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION');
  });
});
