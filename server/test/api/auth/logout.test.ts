import { ORIGIN, createUser, signIn } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const logout = (headers: Record<string, string> = {}) => ctx.app().inject({ method: 'POST', url: '/api/auth/logout', headers });
const profile = (headers: Record<string, string>) => ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers });

describe('POST /api/auth/logout', () => {
  test('200 by cookie: the session is revoked and the cookie cleared', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const res = await logout(session.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { message: expect.any(String) } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^lectern_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await profile(session.bearer)).statusCode).toBe(401);
    expect((await profile(session.cookie)).statusCode).toBe(401);
  });

  test('200 by bearer token, without an Origin', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    expect((await logout(session.bearer)).statusCode).toBe(200);
    expect((await profile(session.bearer)).statusCode).toBe(401);
  });

  test('ends only that session', async () => {
    const user = await createUser(ctx.db());
    const laptop = await signIn(ctx.app(), user);
    const phone = await signIn(ctx.app(), user);
    await logout(laptop.bearer);
    expect((await profile(phone.bearer)).statusCode).toBe(200);
  });

  test('401 UNAUTHORIZED without a session, or with a revoked one', async () => {
    const none = await logout({ origin: ORIGIN });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 'error', statusCode: 401, code: 'UNAUTHORIZED' });
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    await logout(session.bearer);
    expect((await logout(session.bearer)).statusCode).toBe(401);
  });

  test('403 FORBIDDEN by cookie from another site (or without an Origin); the session survives', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const cross = await logout({ cookie: session.cookie.cookie!, origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ code: 'FORBIDDEN' });
    const bare = await logout({ cookie: session.cookie.cookie! });
    expect(bare.statusCode).toBe(403);
    expect((await profile(session.bearer)).statusCode).toBe(200);
  });
});
