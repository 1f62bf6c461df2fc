import { AUTH_MESSAGES as AUTH, VALIDATION_MESSAGES as M } from '@lectern/shared-api/contract';
import { createUser, uniqueEmail } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp({ ALLOWED_EMAIL_DOMAINS: 'uni.edu,*.ac.ng' });

const signup = (payload: unknown) => ctx.app().inject({ method: 'POST', url: '/api/auth/student', payload: payload as object });
const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email: uniqueEmail('new'),
  password: 'Strong-pass1',
  ...overrides,
});

describe('POST /api/auth/student', () => {
  test('201: creates an unverified student, mails the verification link, starts no session', async () => {
    const body = valid({ firstName: '  Ada ', email: `  ${uniqueEmail('Mixed.Case')}  ` });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', data: { message: expect.any(String) } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.authorization).toBeUndefined();

    const email = (body.email as string).trim();
    const row = await ctx.db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Ada', last_name: 'Obi', role: 'student', email_verified_at: null, username: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [mail] = await ctx.mailsTo(email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.links).toEqual([expect.stringMatching(/^http:\/\/localhost:8080\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}$/)]);
    expect(mail?.html).toContain(mail?.links[0]);
    // The token is stored hashed, never as sent.
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;
    const tokens = await ctx.db().selectFrom('email_tokens').select(['token_hash', 'purpose']).where('user_id', '=', row.id).execute();
    expect(tokens).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'verify' }]);
    expect(tokens[0]!.token_hash).not.toContain(token);
    expect(ctx.mailLines).toContain(`Mail to ${email}: ${mail!.links[0]}`);
  });

  test('a taken email (any case) answers exactly the same and mails its owner a note', async () => {
    const owner = await createUser(ctx.db(), { email: uniqueEmail('owner') });
    const fresh = await signup(valid());
    const started = performance.now();
    const taken = await signup(valid({ email: owner.email.toUpperCase() }));
    const takenMs = performance.now() - started;
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    // It spends a password hash like a new sign-up does.
    expect(takenMs).toBeGreaterThan(5);

    const mails = await ctx.mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone tried to sign up with your email');
    expect(mails[0]!.links).toEqual(['http://localhost:8080/auth/signin', 'http://localhost:8080/auth/password/forgot']);
    const count = await ctx.db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', 'ilike', owner.email).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test('400 names each invalid field with the specification’s words', async () => {
    const res = await signup({ firstName: '   ', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', statusCode: 400, code: 'VALIDATION' });
    expect(body.errors).toEqual([
      { field: 'firstName', message: M.fullNameRequired },
      { field: 'lastName', message: M.fullNameRequired },
      { field: 'email', message: M.universityEmailInvalid },
      { field: 'password', message: M.passwordTooShort },
    ]);
  });

  test.each([
    ['no uppercase', 'lowercase1only', M.passwordComposition],
    ['no digit', 'NoDigitsHere', M.passwordComposition],
    ['empty', '', M.passwordRequired],
    ['129 characters', `Aa1${'x'.repeat(126)}`, AUTH.passwordTooLong],
  ])('password %s: 400', async (_case, password, message) => {
    const res = await signup(valid({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message }]);
  });

  test('128 characters is still a password', async () => {
    const res = await signup(valid({ password: `Aa1${'x'.repeat(125)}` }));
    expect(res.statusCode).toBe(201);
  });

  test('names longer than NAME_MAX and missing fields', async () => {
    const res = await signup({ firstName: 'A'.repeat(81), password: 'Strong-pass1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'firstName', message: M.fullNameTooShort },
      { field: 'lastName', message: M.fullNameRequired },
      { field: 'email', message: M.emailRequired },
    ]);
  });

  test('an email outside ALLOWED_EMAIL_DOMAINS is not a university email', async () => {
    const outside = await signup(valid({ email: 'ada@gmail.com' }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([{ field: 'email', message: M.universityEmailInvalid }]);
    const wildcard = await signup(valid({ email: `ada.${Date.now()}@cs.unilag.ac.ng` }));
    expect(wildcard.statusCode).toBe(201);
  });

  test('an email longer than 254 characters', async () => {
    const res = await signup(valid({ email: `${'a'.repeat(250)}@uni.edu` }));
    expect(res.json().errors).toEqual([{ field: 'email', message: M.universityEmailInvalid }]);
  });

  test('malformed JSON is a 400 in the envelope', async () => {
    const res = await ctx.app().inject({
      method: 'POST',
      url: '/api/auth/student',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 400, code: 'VALIDATION' });
  });

  test('a 1 MB body is a 413 PAYLOAD_TOO_LARGE in the envelope', async () => {
    const res = await signup(valid({ firstName: 'A'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});
