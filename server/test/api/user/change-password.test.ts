import { PASSWORD_CHANGE_MESSAGES as AUTH, VALIDATION_MESSAGES as M } from '@lectern/shared-api/contract';
import { createUser, login, signIn } from '../../helpers/accounts.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const NEW_PASSWORD = 'Brand-new-Pass9';

const change = (headers: Record<string, string>, payload: unknown) =>
  ctx.app().inject({ method: 'POST', url: '/api/user/password', headers, payload: payload as object });
const profile = (headers: Record<string, string>) => ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers });

describe('POST /api/user/password', () => {
  test('200: the new password signs in, the old one no longer does; other sessions end, this one stays', async () => {
    const user = await createUser(ctx.db());
    const here = await signIn(ctx.app(), user);
    const elsewhere = await signIn(ctx.app(), user);

    const res = await change(here.cookie, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { message: AUTH.passwordChanged } });

    expect((await profile(here.bearer)).statusCode).toBe(200);
    expect((await profile(elsewhere.bearer)).statusCode).toBe(401);
    expect((await login(ctx.app(), user.email, user.password)).statusCode).toBe(401);
    expect((await login(ctx.app(), user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('the other sessions end on the lists that take a recently checked session too, at once', async () => {
    const user = await createUser(ctx.db());
    const here = await signIn(ctx.app(), user);
    const elsewhere = await signIn(ctx.app(), user);
    const courses = (headers: Record<string, string>) => ctx.app().inject({ method: 'GET', url: '/api/courses?page=1&limit=10', headers });
    expect((await courses(elsewhere.bearer)).statusCode).toBe(200);
    expect((await change(here.cookie, { currentPassword: user.password, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await courses(elsewhere.bearer)).statusCode).toBe(401);
    expect((await courses(here.bearer)).statusCode).toBe(200);
  });

  test('400 INVALID_CREDENTIALS on the currentPassword field for a wrong current password; nothing changes', async () => {
    const user = await createUser(ctx.db());
    const session = await signIn(ctx.app(), user);
    const res = await change(session.bearer, { currentPassword: 'Not-the-one-1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      errors: [{ field: 'currentPassword', message: AUTH.currentPasswordWrong }],
    });
    expect((await login(ctx.app(), user.email, user.password)).statusCode).toBe(200);
  });

  test('400 VALIDATION: the new password follows the sign-up rules', async () => {
    const user = await createUser(ctx.db());
    const session = await signIn(ctx.app(), user);
    const weak = await change(session.bearer, { currentPassword: user.password, newPassword: 'alllowercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'newPassword', message: M.passwordComposition }]);
    const missing = await change(session.bearer, { currentPassword: user.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'newPassword', message: M.passwordRequired }]);
  });

  test('401 without a session; 403 for a cookie call from another site', async () => {
    const anonymous = await change({}, { currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(ctx.db());
    const session = await signIn(ctx.app(), user);
    const crossSite = await change({ ...session.cookie, origin: 'https://evil.example' }, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(crossSite.statusCode).toBe(403);
    expect((await login(ctx.app(), user.email, user.password)).statusCode).toBe(200);
  });
});
