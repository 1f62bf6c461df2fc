import type { SessionUser } from '@lectern/shared-api/contract';
import { createUser, signIn } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();

describe('GET /api/user/profile', () => {
  test('401 UNAUTHORIZED without a session', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  test('200: the profile, with the faculty derived from the department', async () => {
    const user = await createUser(ctx.db(), { role: 'moderator', firstName: 'Chidi' });
    const cs = await ctx.db().selectFrom('departments').select(['id', 'faculty_id']).where('name', '=', 'Computer Science').executeTakeFirstOrThrow();
    await ctx.db().updateTable('users').set({ department_id: cs.id, level: 300, username: 'chidi' }).where('id', '=', user.id).execute();
    const session = await signIn(ctx.app(), user);
    // A cookie GET needs no Origin.
    const res = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: session.cookie.cookie! } });
    const profile = dataOf<SessionUser>(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(profile).toEqual({
      id: user.id,
      firstName: 'Chidi',
      lastName: 'Obi',
      role: 'moderator',
      username: 'chidi',
      email: user.email,
      departmentId: cs.id,
      facultyId: cs.faculty_id,
      level: 300,
      createdAt: expect.any(String),
      auth: { emailVerified: true },
    });
  });
});
