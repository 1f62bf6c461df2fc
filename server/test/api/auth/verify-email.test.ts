import { AUTH_MESSAGES as AUTH, VERIFY_TOKEN_TTL_MS, type SessionUser } from '@lectern/shared-api/contract';
import { createUser, sessionFrom, signIn, uniqueEmail } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();

/** Sign up through the API and return the emailed link's token. */
async function signUpAndReadToken(email = uniqueEmail()): Promise<{ email: string; token: string }> {
  const res = await ctx.app().inject({
    method: 'POST',
    url: '/api/auth/student',
    payload: { firstName: 'Ada', lastName: 'Obi', email, password: 'Strong-pass1' },
  });
  expect(res.statusCode).toBe(201);
  const mails = await ctx.mailsTo(email);
  const link = new URL(mails.at(-1)!.links[0]!);
  expect(link.pathname).toBe('/auth/verify-email');
  return { email, token: link.searchParams.get('token')! };
}

const verify = (token?: string, headers: Record<string, string> = {}) =>
  ctx.app().inject({ method: 'GET', url: `/api/auth/verify-email/token${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`, headers });

function expectInvalidToken(res: Awaited<ReturnType<typeof verify>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ status: 'error', statusCode: 400, code: 'INVALID_TOKEN', message: AUTH.invalidToken });
  expect(res.headers['set-cookie']).toBeUndefined();
}

describe('GET /api/auth/verify-email/token', () => {
  test('200: verifies, starts a session (cookie and bearer) and returns the profile', async () => {
    const { email, token } = await signUpAndReadToken();
    const res = await verify(token);
    expect(dataOf<SessionUser>(res)).toMatchObject({ email, role: 'student', auth: { emailVerified: true } });
    expect(String(res.headers['set-cookie'])).toMatch(/^lectern_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = sessionFrom(res);
    const profile = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: session.bearer });
    expect(dataOf<SessionUser>(profile).auth.emailVerified).toBe(true);
    // Now the password works.
    const login = await ctx.app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Strong-pass1' } });
    expect(login.statusCode).toBe(200);
  });

  test('a link is single use', async () => {
    const { token } = await signUpAndReadToken();
    expect((await verify(token)).statusCode).toBe(200);
    expectInvalidToken(await verify(token));
  });

  test('valid just before 24 hours, refused just after', async () => {
    const early = await signUpAndReadToken();
    const late = await signUpAndReadToken();
    ctx.clock.advance(VERIFY_TOKEN_TTL_MS - 1000);
    expect((await verify(early.token)).statusCode).toBe(200);
    ctx.clock.advance(2000);
    expectInvalidToken(await verify(late.token));
  });

  test('a tampered, forged or reset-purpose token is refused', async () => {
    const { token } = await signUpAndReadToken();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectInvalidToken(await verify(tampered));
    expectInvalidToken(await verify('forged-token'));

    const user = await createUser(ctx.db(), { verified: false });
    await ctx.app().inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const resetLink = new URL((await ctx.mailsTo(user.email)).at(-1)!.links[0]!);
    expectInvalidToken(await verify(resetLink.searchParams.get('token')!));
  });

  test('a missing token is a 400 VALIDATION naming it', async () => {
    const res = await verify();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'token', message: AUTH.missingToken }] });
    const empty = await verify('');
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'token', message: AUTH.missingToken }] });
  });

  test('a newer link does not spoil the older one, but once one works the others stop', async () => {
    const { email, token: first } = await signUpAndReadToken();
    await ctx.app().inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    const second = new URL((await ctx.mailsTo(email)).at(-1)!.links[0]!).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(200);
    expectInvalidToken(await verify(second));
  });

  test('a session the request carried is replaced', async () => {
    const other = await signIn(ctx.app(), await createUser(ctx.db()));
    const { token } = await signUpAndReadToken();
    const res = await verify(token, other.cookie);
    expect(res.statusCode).toBe(200);
    const old = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: other.bearer });
    expect(old.statusCode).toBe(401);
  });
});
