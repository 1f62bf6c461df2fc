import { AUTH_MESSAGES as AUTH, RESET_TOKEN_TTL_MS, VALIDATION_MESSAGES as M, type SessionUser } from '@lectern/shared-api/contract';
import { createUser, login, signIn, uniqueEmail, type TestUser } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const forgot = (email: string) => ctx.app().inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app().inject({ method: 'POST', url: '/api/auth/reset-password', payload: payload as object, headers });
const NEW_PASSWORD = 'Brand-new-pass9';

async function resetToken(user: TestUser): Promise<string> {
  expect((await forgot(user.email)).statusCode).toBe(200);
  const link = new URL((await ctx.mailsTo(user.email)).at(-1)!.links[0]!);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/auth/reset-password');
  return link.searchParams.get('token')!;
}

function expectInvalidToken(res: Awaited<ReturnType<typeof reset>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ status: 'error', statusCode: 400, code: 'INVALID_TOKEN', message: AUTH.invalidToken });
}

describe('POST /api/auth/forgot-password', () => {
  test('mails a reset link to an existing account; the same answer for an unknown email', async () => {
    const user = await createUser(ctx.db());
    const known = await forgot(user.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = await ctx.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Lectern password');
    expect(mails[0]!.text).toContain('expires in 1 hour');
    expect(await ctx.mailsTo(unknownEmail)).toHaveLength(0);
  });

  test('400 for a malformed email', async () => {
    const res = await forgot('not-an-email');
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'email', message: M.emailInvalid }] });
  });
});

describe('POST /api/auth/reset-password', () => {
  test('200: the new password works, the old one not, and every session has ended', async () => {
    const user = await createUser(ctx.db());
    const laptop = await signIn(ctx.app(), user);
    const phone = await signIn(ctx.app(), user);
    // A list that takes a recently checked session has just seen the phone's.
    const courses = (headers: Record<string, string>) => ctx.app().inject({ method: 'GET', url: '/api/courses?page=1&limit=10', headers });
    expect((await courses(phone.bearer)).statusCode).toBe(200);
    const token = await resetToken(user);
    const res = await reset({ token, newPassword: NEW_PASSWORD }, laptop.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { message: expect.any(String) } });
    expect(String(res.headers['set-cookie'])).toMatch(/^lectern_session=; Max-Age=0/);
    for (const session of [laptop, phone]) {
      const profile = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: session.bearer });
      expect(profile.statusCode).toBe(401);
      expect((await courses(session.bearer)).statusCode).toBe(401);
    }
    expect((await login(ctx.app(), user.email, user.password)).statusCode).toBe(401);
    expect((await login(ctx.app(), user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('resetting verifies the email: the link proved the inbox', async () => {
    const user = await createUser(ctx.db(), { verified: false });
    expect((await reset({ token: await resetToken(user), newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const res = await login(ctx.app(), user.email, NEW_PASSWORD);
    expect(dataOf<SessionUser>(res).auth.emailVerified).toBe(true);
  });

  test('a link is single use, and the other reset links stop working too', async () => {
    const user = await createUser(ctx.db());
    const first = await resetToken(user);
    const second = await resetToken(user);
    expect((await reset({ token: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expectInvalidToken(await reset({ token: second, newPassword: 'Another-pass1' }));
    expectInvalidToken(await reset({ token: first, newPassword: 'Another-pass1' }));
  });

  test('valid just before 1 hour, refused just after', async () => {
    const early = await resetToken(await createUser(ctx.db()));
    const late = await resetToken(await createUser(ctx.db()));
    ctx.clock.advance(RESET_TOKEN_TTL_MS - 1000);
    expect((await reset({ token: early, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    ctx.clock.advance(2000);
    expectInvalidToken(await reset({ token: late, newPassword: NEW_PASSWORD }));
  });

  test('a forged token, or a verification token, is refused', async () => {
    expectInvalidToken(await reset({ token: 'x'.repeat(43), newPassword: NEW_PASSWORD }));
    const email = uniqueEmail();
    await ctx.app().inject({ method: 'POST', url: '/api/auth/student', payload: { firstName: 'A', lastName: 'B', email, password: 'Strong-pass1' } });
    const verifyToken = new URL((await ctx.mailsTo(email))[0]!.links[0]!).searchParams.get('token')!;
    expectInvalidToken(await reset({ token: verifyToken, newPassword: NEW_PASSWORD }));
  });

  test('the new password follows the sign-up rules; a refused password keeps the token usable', async () => {
    const user = await createUser(ctx.db());
    const token = await resetToken(user);
    const weak = await reset({ token, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'newPassword', message: M.passwordComposition }]);
    const long = await reset({ token, newPassword: `Aa1${'x'.repeat(126)}` });
    expect(long.json().errors).toEqual([{ field: 'newPassword', message: AUTH.passwordTooLong }]);
    const missing = await reset({ newPassword: NEW_PASSWORD });
    expect(missing.json().errors).toEqual([{ field: 'token', message: AUTH.missingToken }]);
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
