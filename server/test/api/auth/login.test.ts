import { AUTH_MESSAGES as AUTH, VALIDATION_MESSAGES as M, type SessionUser } from '@lectern/shared-api/contract';
import { createUser, login, nextAddress, sessionFrom, uniqueEmail } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();

describe('POST /api/auth/login', () => {
  test('200: the profile, an httpOnly cookie and the bearer token', async () => {
    const user = await createUser(ctx.db(), { firstName: 'Grace' });
    const res = await login(ctx.app(), user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        id: user.id,
        firstName: 'Grace',
        lastName: 'Obi',
        role: 'student',
        username: null,
        email: user.email,
        departmentId: null,
        facultyId: null,
        level: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        auth: { emailVerified: true },
      },
    });
    const token = String(res.headers.authorization).replace(/^Bearer /, '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`lectern_session=${token}`);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(res.headers['cache-control']).toBe('no-store');

    const profile = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
    expect(dataOf<SessionUser>(profile).id).toBe(user.id);
    // Only the hash is stored.
    const stored = await ctx.db().selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
  });

  test('401 INVALID_CREDENTIALS for a wrong password and for an unknown email, alike', async () => {
    const user = await createUser(ctx.db());
    const wrong = await login(ctx.app(), user.email, 'Wrong-password1');
    const unknown = await login(ctx.app(), uniqueEmail('nobody'), 'Wrong-password1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', statusCode: 401, code: 'INVALID_CREDENTIALS', message: AUTH.invalidCredentials });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  test('an unknown email still spends a password hash', async () => {
    const user = await createUser(ctx.db());
    const timed = async (email: string, password: string) => {
      const started = performance.now();
      await login(ctx.app(), email, password);
      return performance.now() - started;
    };
    const kinds = {
      noHash: () => timed(user.email, ''), // refused by validation, before any hashing
      known: () => timed(user.email, 'Wrong-password1'),
      unknown: () => timed(uniqueEmail('nobody'), 'Wrong-password1'),
    };
    await kinds.unknown(); // warm-up
    // The three kinds take turns within each round, so a busy spell of the machine slows them alike;
    // medians of the rounds, so one slow request decides nothing.
    const times = { noHash: [] as number[], known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 7; round++) {
      for (const kind of ['noHash', 'known', 'unknown'] as const) times[kind].push(await kinds[kind]());
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[3]!;
    const [noHash, known, unknown] = [median(times.noHash), median(times.known), median(times.unknown)];
    // known spends one argon2id verification (tens of ms) more than noHash. Without the dummy hash an unknown
    // email would cost about what noHash costs; with it, about what known costs: nearer known than noHash.
    expect(unknown - noHash).toBeGreaterThan((known - noHash) / 2);
  });

  test('403 EMAIL_NOT_VERIFIED with the right password, and a fresh link in the mail', async () => {
    const user = await createUser(ctx.db(), { verified: false });
    const res = await login(ctx.app(), user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', statusCode: 403, code: 'EMAIL_NOT_VERIFIED', message: AUTH.emailNotVerified });
    expect(res.headers['set-cookie']).toBeUndefined();
    const mails = await ctx.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links[0]).toMatch(/\/auth\/verify-email\?token=/);

    // A wrong password never tells whether the account is verified.
    const wrong = await login(ctx.app(), user.email, 'Wrong-password1');
    expect(wrong.statusCode).toBe(401);
    expect(await ctx.mailsTo(user.email)).toHaveLength(1);
  });

  test('emailOrMatricNo takes an email or a matric number (any case)', async () => {
    const user = await createUser(ctx.db(), { matricNo: 'CSC/2021/042' });
    const byEmail = await ctx.app().inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrMatricNo: user.email, password: user.password } });
    expect(byEmail.statusCode).toBe(200);
    const byMatric = await ctx.app().inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrMatricNo: ' csc/2021/042 ', password: user.password } });
    expect(dataOf<SessionUser>(byMatric).id).toBe(user.id);
    const unknown = await ctx.app().inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrMatricNo: 'CSC/1999/001', password: user.password } });
    expect(unknown.statusCode).toBe(401);
  });

  test('400 for missing or malformed fields, with the specification’s words', async () => {
    const empty = await ctx.app().inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'password', message: M.passwordRequired }]);
    const noIdentifier = await ctx.app().inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(noIdentifier.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'email', message: M.emailRequired }] });
    const badEmail = await login(ctx.app(), 'not-an-email', 'x');
    expect(badEmail.json().errors).toEqual([{ field: 'email', message: M.emailInvalid }]);
    const tooLong = await login(ctx.app(), uniqueEmail(), 'x'.repeat(129));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'password', message: AUTH.passwordTooLong }]);
  });

  test('a sign-in ends the session the request carried and issues a new one', async () => {
    const user = await createUser(ctx.db());
    const first = sessionFrom(await login(ctx.app(), user.email, user.password));
    const second = sessionFrom(await login(ctx.app(), user.email, user.password, { headers: first.cookie }));
    expect(second.token).not.toBe(first.token);
    const old = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: first.bearer });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: second.bearer });
    expect(fresh.statusCode).toBe(200);
  });

  test('sessions on other devices stay when signing in elsewhere', async () => {
    const user = await createUser(ctx.db());
    const phone = sessionFrom(await login(ctx.app(), user.email, user.password, { remoteAddress: nextAddress() }));
    await login(ctx.app(), user.email, user.password, { remoteAddress: nextAddress() });
    const res = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: phone.bearer });
    expect(res.statusCode).toBe(200);
  });
});

describe('Secure cookie over https', () => {
  const https = useTestApp({ PUBLIC_URL: 'https://lectern.example.edu' });
  test('the cookie is Secure when PUBLIC_URL is https', async () => {
    const user = await createUser(https.db());
    const res = await login(https.app(), user.email, user.password);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
  });
});
