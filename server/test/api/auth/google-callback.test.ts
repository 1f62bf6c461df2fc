import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@lectern/shared-api/contract';
import { createUser, login, PASSWORD, uniqueEmail } from '../../helpers/accounts.ts';
import {
  authorizeAtProvider,
  callGoogleCallback,
  CLIENT_ID,
  sessionCookieSet,
  setCookies,
  startGoogleFlow,
  useTestProvider,
} from '../../helpers/oidc-provider.ts';
import { codeOf, dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { hashToken } from '../../../src/domain/auth/tokens.ts';
import { OAUTH_FLOW_TTL_MS } from '../../../src/routes/auth/google.ts';

const provider = useTestProvider();
const ctx = useTestApp(() => ({ ...provider.env(), ALLOWED_EMAIL_DOMAINS: 'uni.edu', LOG_LEVEL: 'info' }));

const subject = () => `google-${randomBytes(6).toString('hex')}`;

/** Start a flow, sign in at the provider with these ID token claims, and come back to the callback. */
async function signInWithGoogle(claims: Record<string, unknown>, query = '') {
  const flow = await startGoogleFlow(ctx.app(), query);
  provider.shapeNextIdToken(claims);
  const callback = await authorizeAtProvider(flow.location);
  const res = await callGoogleCallback(ctx.app(), callback, flow.cookie);
  return { res, flow, callback };
}

function expectFailure(res: Awaited<ReturnType<typeof callGoogleCallback>>, code: string) {
  expect({ status: res.statusCode, location: res.headers.location }).toEqual({ status: 302, location: `/auth/signin?error=${code}` });
  expect(sessionCookieSet(res)).toBeNull();
  expect(res.headers.authorization).toBeUndefined();
}

async function profileWith(cookie: string) {
  return ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
}

describe('GET /api/auth/google', () => {
  test('302 to the provider with state, nonce and an S256 PKCE challenge; the secrets stay on the server', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/auth/google?state=origin&next=/dashboard/search%3Fq%3Dcsc' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer()}/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost:8080/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    // The sign-in intent is not the OAuth state.
    expect(params.state).not.toBe('origin');

    const row = await ctx.db().selectFrom('oauth_flows').selectAll().where('state_hash', '=', hashToken(params.state!)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'google', nonce: params.nonce, intent: 'signin', next: '/dashboard/search?q=csc', used_at: null });
    expect(row.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(new Date(row.expires_at).getTime() - ctx.clock.now().getTime()).toBe(OAUTH_FLOW_TTL_MS);

    const cookie = setCookies(res).find((c) => c.startsWith('lectern_oauth_state='));
    expect(cookie).toBe(`lectern_oauth_state=${params.state}; Max-Age=600; Path=/api/auth/google; HttpOnly; SameSite=Lax`);
    expect(sessionCookieSet(res)).toBeNull();
  });

  test('without state=origin the intent is sign-up; an unsafe next is dropped', async () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/%09/evil', 'dashboard']) {
      const flow = await startGoogleFlow(ctx.app(), `?next=${encodeURIComponent(next)}`);
      const row = await ctx.db().selectFrom('oauth_flows').select(['intent', 'next']).where('state_hash', '=', hashToken(flow.state)).executeTakeFirstOrThrow();
      expect({ next, row }).toEqual({ next, row: { intent: 'signup', next: next === '/%09/evil' ? '/%09/evil' : null } });
    }
    const tab = await startGoogleFlow(ctx.app(), `?next=${encodeURIComponent('/\t/evil.example')}`);
    const row = await ctx.db().selectFrom('oauth_flows').select('next').where('state_hash', '=', hashToken(tab.state)).executeTakeFirstOrThrow();
    expect(row.next).toBeNull();
  });
});

describe('GET /api/auth/google with a low rate limit', () => {
  const limited = useTestApp(() => ({ ...provider.env(), RATE_LIMIT_AUTH: '2' }));

  test('a start that reaches the provider is counted per address: the third in a minute is a 429', async () => {
    const statuses: number[] = [];
    for (let press = 0; press < 3; press += 1) {
      statuses.push((await limited.app().inject({ method: 'GET', url: '/api/auth/google?state=origin' })).statusCode);
    }
    expect(statuses).toEqual([302, 302, 429]);
  });
});

describe('GET /api/auth/google/callback', () => {
  test('a new person: a verified student without a password, a session, then profile setup', async () => {
    const email = uniqueEmail('newcomer');
    const { res } = await signInWithGoogle({ sub: subject(), email, email_verified: true, given_name: 'Chioma', family_name: 'Eze' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/signup/profile');
    const cookie = sessionCookieSet(res);
    expect(cookie).toMatch(/^lectern_session=[A-Za-z0-9_-]{43}$/);
    expect(String(res.headers.authorization)).toBe(`Bearer ${cookie!.split('=')[1]}`);
    // The flow cookie is cleared.
    expect(setCookies(res).some((c) => c.startsWith('lectern_oauth_state=;') && c.includes('Max-Age=0'))).toBe(true);

    expect(dataOf<SessionUser>(await profileWith(cookie!))).toMatchObject({ email, firstName: 'Chioma', lastName: 'Eze', role: 'student', auth: { emailVerified: true } });
    const user = await ctx.db().selectFrom('users').select(['password_hash', 'email_verified_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    expect(user.email_verified_at).not.toBeNull();
    // No password: the login form answers like any wrong password.
    const attempt = await login(ctx.app(), email, PASSWORD);
    expect(attempt.statusCode).toBe(401);
    expect(codeOf(attempt)).toBe('INVALID_CREDENTIALS');
  });

  test('names come from `name` when the given and family names are missing', async () => {
    const email = uniqueEmail('named');
    const { res } = await signInWithGoogle({ sub: subject(), email, email_verified: true, name: 'Ada Lovelace Byron' });
    expect(dataOf<SessionUser>(await profileWith(sessionCookieSet(res)!))).toMatchObject({ firstName: 'Ada Lovelace', lastName: 'Byron' });
  });

  test('a known person: /dashboard, or the next they started from; the same account each time', async () => {
    const sub = subject();
    const email = uniqueEmail('regular');
    const first = await signInWithGoogle({ sub, email, email_verified: true, given_name: 'Tunde', family_name: 'Ade' });
    const firstId = dataOf<SessionUser>(await profileWith(sessionCookieSet(first.res)!)).id;

    const again = await signInWithGoogle({ sub, email, email_verified: true }, '?state=origin');
    expect(again.res.headers.location).toBe('/dashboard');
    expect(dataOf<SessionUser>(await profileWith(sessionCookieSet(again.res)!)).id).toBe(firstId);

    // The subject decides, not the email (it may change at the provider).
    const moved = await signInWithGoogle({ sub, email: uniqueEmail('renamed'), email_verified: true }, `?state=origin&next=${encodeURIComponent('/material/42?tab=files')}`);
    expect(moved.res.headers.location).toBe('/material/42?tab=files');
    expect(dataOf<SessionUser>(await profileWith(sessionCookieSet(moved.res)!)).id).toBe(firstId);
  });

  test('links an existing password account when the provider says the email is verified', async () => {
    const owner = await createUser(ctx.db(), { firstName: 'Ngozi' });
    const sub = subject();
    const { res } = await signInWithGoogle({ sub, email: owner.email.toUpperCase(), email_verified: true });
    expect(res.headers.location).toBe('/dashboard');
    expect(dataOf<SessionUser>(await profileWith(sessionCookieSet(res)!))).toMatchObject({ id: owner.id, firstName: 'Ngozi' });
    const identity = await ctx.db().selectFrom('user_identities').selectAll().where('subject', '=', sub).executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'google', user_id: owner.id });
    // The password still works: the account had proved its inbox.
    expect((await login(ctx.app(), owner.email, owner.password)).statusCode).toBe(200);
  });

  test('linking an account that never verified its email ends its password (it may have been set by someone else)', async () => {
    const squatter = await createUser(ctx.db(), { verified: false });
    const { res } = await signInWithGoogle({ sub: subject(), email: squatter.email, email_verified: true });
    expect(res.headers.location).toBe('/dashboard');
    const row = await ctx.db().selectFrom('users').select(['password_hash', 'email_verified_at']).where('id', '=', squatter.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    expect((await login(ctx.app(), squatter.email, squatter.password)).statusCode).toBe(401);
  });

  test('never links on an unverified provider email, and never creates an account with one', async () => {
    const owner = await createUser(ctx.db());
    const sub = subject();
    for (const emailVerified of [false, undefined, 'false']) {
      const { res } = await signInWithGoogle({ sub, email: owner.email, email_verified: emailVerified });
      expectFailure(res, 'google_email_unverified');
    }
    const fresh = uniqueEmail('unverified');
    expectFailure((await signInWithGoogle({ sub, email: fresh, email_verified: false })).res, 'google_email_unverified');
    expectFailure((await signInWithGoogle({ sub })).res, 'google_email_unverified');
    expect(await ctx.db().selectFrom('user_identities').select('id').where('subject', '=', sub).executeTakeFirst()).toBeUndefined();
    expect(await ctx.db().selectFrom('users').select('id').where('email', '=', fresh).executeTakeFirst()).toBeUndefined();
  });

  test('a new account outside ALLOWED_EMAIL_DOMAINS is refused', async () => {
    const email = `someone.${randomBytes(3).toString('hex')}@gmail.com`;
    expectFailure((await signInWithGoogle({ sub: subject(), email, email_verified: true })).res, 'google_email_domain');
    expect(await ctx.db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  test('a wrong or unknown state, or a state from another browser, fails', async () => {
    const flow = await startGoogleFlow(ctx.app());
    provider.shapeNextIdToken({ sub: subject(), email: uniqueEmail(), email_verified: true });
    const callback = await authorizeAtProvider(flow.location);
    const forged = callback.replace(/state=[^&]+/, 'state=forged-state');
    expectFailure(await callGoogleCallback(ctx.app(), forged, flow.cookie), 'google_state');
    // The right state, but without the cookie of the browser that started the flow (login CSRF).
    expectFailure(await callGoogleCallback(ctx.app(), callback, null), 'google_state');
    expectFailure(await callGoogleCallback(ctx.app(), callback, 'lectern_oauth_state=someone-elses'), 'google_state');
    // No state at all.
    expectFailure(await callGoogleCallback(ctx.app(), '/api/auth/google/callback?code=abc', flow.cookie), 'google_state');
  });

  test('a state works once: the same callback again fails', async () => {
    const { res, flow, callback } = await signInWithGoogle({ sub: subject(), email: uniqueEmail('replay'), email_verified: true });
    expect(res.statusCode).toBe(302);
    expect(sessionCookieSet(res)).not.toBeNull();
    expectFailure(await callGoogleCallback(ctx.app(), callback, flow.cookie), 'google_state');
  });

  test('a state expires after 10 minutes', async () => {
    const flow = await startGoogleFlow(ctx.app());
    provider.shapeNextIdToken({ sub: subject(), email: uniqueEmail(), email_verified: true });
    const callback = await authorizeAtProvider(flow.location);
    ctx.clock.advance(OAUTH_FLOW_TTL_MS);
    expectFailure(await callGoogleCallback(ctx.app(), callback, flow.cookie), 'google_state');
  });

  test('a missing code, or a code already used, fails', async () => {
    const first = await startGoogleFlow(ctx.app());
    expectFailure(await callGoogleCallback(ctx.app(), `/api/auth/google/callback?state=${first.state}`, first.cookie), 'google_failed');

    const used = await signInWithGoogle({ sub: subject(), email: uniqueEmail('code'), email_verified: true });
    expect(sessionCookieSet(used.res)).not.toBeNull();
    const code = new URLSearchParams(used.callback.split('?')[1]).get('code')!;
    const second = await startGoogleFlow(ctx.app());
    expectFailure(
      await callGoogleCallback(ctx.app(), `/api/auth/google/callback?code=${code}&state=${second.state}`, second.cookie),
      'google_failed',
    );
  });

  test('the provider cancelled (access_denied) or sent another error', async () => {
    const flow = await startGoogleFlow(ctx.app());
    expectFailure(await callGoogleCallback(ctx.app(), `/api/auth/google/callback?error=access_denied&state=${flow.state}`, flow.cookie), 'google_cancelled');
    // The flow is spent.
    expectFailure(await callGoogleCallback(ctx.app(), `/api/auth/google/callback?code=x&state=${flow.state}`, flow.cookie), 'google_state');
    const other = await startGoogleFlow(ctx.app());
    expectFailure(await callGoogleCallback(ctx.app(), `/api/auth/google/callback?error=server_error&state=${other.state}`, other.cookie), 'google_failed');
  });

  test('ID tokens that fail a check: another audience, expired, a wrong nonce, a bad signature', async () => {
    const now = Math.floor(Date.now() / 1000);
    const email = uniqueEmail('checked');
    const cases: Array<[string, Record<string, unknown> | 'tamper']> = [
      ['audience', { aud: 'someone-else' }],
      ['expired', { iat: now - 7200, nbf: now - 7200, exp: now - 3600 }],
      ['nonce', { nonce: 'not-the-nonce-we-sent' }],
      ['issuer', { iss: 'https://evil.example' }],
      ['signature', 'tamper'],
    ];
    for (const [name, change] of cases) {
      const flow = await startGoogleFlow(ctx.app());
      if (change === 'tamper') {
        provider.shapeNextIdToken({ sub: subject(), email, email_verified: true });
        provider.tamperNextIdToken();
      } else {
        provider.shapeNextIdToken({ sub: subject(), email, email_verified: true, ...change });
      }
      const res = await callGoogleCallback(ctx.app(), await authorizeAtProvider(flow.location), flow.cookie);
      expect({ name, location: res.headers.location, session: sessionCookieSet(res) }).toEqual({
        name,
        location: '/auth/signin?error=google_failed',
        session: null,
      });
    }
    expect(await ctx.db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  test('nothing secret reaches the logs', async () => {
    const { callback } = await signInWithGoogle({ sub: subject(), email: uniqueEmail('logs'), email_verified: true });
    const flow = await startGoogleFlow(ctx.app());
    provider.shapeNextIdToken({ sub: subject(), aud: 'someone-else' });
    const failed = await authorizeAtProvider(flow.location);
    await callGoogleCallback(ctx.app(), failed, flow.cookie);
    const logs = ctx.logs();
    expect(logs).toContain('google sign-in failed');
    for (const secretUrl of [callback, failed]) {
      const params = new URLSearchParams(secretUrl.split('?')[1]);
      expect(logs).not.toContain(params.get('code'));
      expect(logs).not.toContain(params.get('state'));
    }
    expect(logs).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    expect(logs).not.toContain('lectern-test-secret');
  });
});
