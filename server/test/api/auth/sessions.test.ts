import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, SESSION_RECHECK_MS, SESSION_TOUCH_INTERVAL_MS } from '../../../src/domain/auth/sessions.ts';
import { createUser, signIn } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const profile = (headers: Record<string, string>) => ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers });
const check = (headers: Record<string, string> = {}) => ctx.app().inject({ method: 'GET', url: '/api/auth/check', headers });

describe('sessions', () => {
  test('accepted from the cookie or the Authorization header', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    expect((await profile({ cookie: `theme=dark; lectern_session=${session.token}` })).statusCode).toBe(200);
    expect((await profile({ authorization: `bearer ${session.token}` })).statusCode).toBe(200);
    expect((await profile({ authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
  });

  test('end after 7 days without a request', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    ctx.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await profile(session.bearer)).statusCode).toBe(200);
    // That request counted as activity: another 7 days from now.
    ctx.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await profile(session.bearer)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_IDLE_MS);
    expect((await profile(session.bearer)).statusCode).toBe(401);
    // And the ended session is gone from the table.
    expect((await profile(session.bearer)).statusCode).toBe(401);
  });

  test('end 30 days after sign-in however active', async () => {
    const user = await createUser(ctx.db());
    const session = await signIn(ctx.app(), user);
    for (let elapsed = 0; elapsed < SESSION_LIFETIME_MS - DAY; elapsed += 5 * DAY) {
      expect((await profile(session.bearer)).statusCode).toBe(200);
      ctx.clock.advance(5 * DAY);
    }
    ctx.clock.advance(SESSION_LIFETIME_MS);
    expect((await profile(session.bearer)).statusCode).toBe(401);
    const rows = await ctx.db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(0);
  });

  test('last_seen_at is written at most once per few minutes', async () => {
    const user = await createUser(ctx.db());
    const session = await signIn(ctx.app(), user);
    const lastSeen = async () =>
      (await ctx.db().selectFrom('sessions').select('last_seen_at').where('user_id', '=', user.id).executeTakeFirstOrThrow()).last_seen_at.getTime();
    const start = await lastSeen();
    ctx.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1000);
    await profile(session.bearer);
    expect(await lastSeen()).toBe(start);
    ctx.clock.advance(2000);
    await profile(session.bearer);
    expect(await lastSeen()).toBe(start + SESSION_TOUCH_INTERVAL_MS + 1000);
  });
});

describe('GET /api/auth/check', () => {
  test('{ loggedIn } and never a 401', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    expect((await check(session.cookie)).json()).toEqual({ status: 'success', data: { loggedIn: true } });
    expect((await check(session.bearer)).json()).toEqual({ status: 'success', data: { loggedIn: true } });
    for (const headers of [{}, { cookie: 'lectern_session=nonsense' }, { authorization: 'Bearer nonsense' }] as Array<Record<string, string>>) {
      const res = await check(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: { loggedIn: false } });
    }
  });
});

describe('GET /api/auth/providers', () => {
  test('without GOOGLE_* no federated sign-in is configured', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { google: null } });
  });
});

describe('the hot read-only lists take a session checked in the last few seconds', () => {
  const search = (headers: Record<string, string>) => ctx.app().inject({ method: 'GET', url: '/api/materials?query=notes', headers });

  test('signing out through this server ends it for them at once', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    expect((await search(session.bearer)).statusCode).toBe(200);
    const out = await ctx.app().inject({ method: 'POST', url: '/api/auth/logout', headers: session.bearer });
    expect(out.statusCode).toBe(200);
    expect((await search(session.bearer)).statusCode).toBe(401);
  });

  test('a session ended elsewhere reads them for at most SESSION_RECHECK_MS, and nothing else', async () => {
    const user = await createUser(ctx.db());
    const session = await signIn(ctx.app(), user);
    expect((await search(session.bearer)).statusCode).toBe(200);
    // As another server behind the same database would: the row goes, this server is not told.
    await ctx.db().deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect((await search(session.bearer)).statusCode).toBe(200);
    expect((await profile(session.bearer)).statusCode).toBe(401);
    ctx.clock.advance(SESSION_RECHECK_MS);
    expect((await search(session.bearer)).statusCode).toBe(401);
  });
});
