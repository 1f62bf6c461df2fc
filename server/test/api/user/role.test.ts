import { USER_ADMIN_MESSAGES, type RoleChanged, type SessionUser } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();

const patch = (session: Session | null, id: string, payload: unknown) =>
  ctx.app().inject({ method: 'PATCH', url: `/api/user/${id}/role`, headers: session?.bearer ?? {}, payload: payload as object });
const roleOf = async (id: string) => (await ctx.db().selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

test('an admin makes a student a moderator, who is staff from the next request, and back', async () => {
  const admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
  const student = await createUser(ctx.db());
  const studentSession = await signIn(ctx.app(), student);
  const portalCall = () => ctx.app().inject({ method: 'GET', url: '/api/review/courses/count', headers: studentSession.bearer });
  // A hot list read first, so this server remembers the session.
  expect((await ctx.app().inject({ method: 'GET', url: '/api/materials/recent', headers: studentSession.bearer })).statusCode).toBe(200);
  expect((await portalCall()).statusCode).toBe(403);

  const promoted = await patch(admin, student.id, { role: 'moderator' });
  expect(dataOf<RoleChanged>(promoted)).toEqual({ id: student.id, role: 'moderator' });
  expect((await portalCall()).statusCode).toBe(200);
  const profile = await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: studentSession.bearer });
  expect(dataOf<SessionUser>(profile).role).toBe('moderator');

  expect((await patch(admin, student.id, { role: 'student' })).statusCode).toBe(200);
  expect((await portalCall()).statusCode).toBe(403);
});

test('a demoted moderator is refused the queue from the next request; a promoted student reads it at once', async () => {
  const admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
  const moderator = await createUser(ctx.db(), { role: 'moderator' });
  const student = await createUser(ctx.db());
  const moderatorSession = await signIn(ctx.app(), moderator);
  const studentSession = await signIn(ctx.app(), student);
  const queue = (session: Session) => ctx.app().inject({ method: 'GET', url: '/api/review/courses', headers: session.bearer });
  expect((await queue(moderatorSession)).statusCode).toBe(200);
  expect((await queue(studentSession)).statusCode).toBe(403);

  expect((await patch(admin, moderator.id, { role: 'student' })).statusCode).toBe(200);
  expect((await patch(admin, student.id, { role: 'moderator' })).statusCode).toBe(200);

  expect((await queue(moderatorSession)).statusCode).toBe(403);
  expect((await queue(studentSession)).statusCode).toBe(200);
  expect(await roleOf(moderator.id)).toBe('student');
  expect(await roleOf(student.id)).toBe('moderator');
});

test('only admins may change roles', async () => {
  const target = await createUser(ctx.db());
  const moderator = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'moderator' }));
  const student = await signIn(ctx.app(), await createUser(ctx.db()));
  expect((await patch(null, target.id, { role: 'moderator' })).statusCode).toBe(401);
  expect((await patch(student, target.id, { role: 'moderator' })).statusCode).toBe(403);
  expect((await patch(moderator, target.id, { role: 'moderator' })).statusCode).toBe(403);
  expect(await roleOf(target.id)).toBe('student');
});

test('bad input is refused with nothing changed', async () => {
  const admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
  const target = await createUser(ctx.db());
  const unknownRole = await patch(admin, target.id, { role: 'superuser' });
  expect(unknownRole.statusCode).toBe(400);
  expect(JSON.stringify(unknownRole.json())).toContain('role');
  expect((await patch(admin, target.id, {})).statusCode).toBe(400);
  expect((await patch(admin, 'not-a-uuid', { role: 'moderator' })).statusCode).toBe(400);
  const missing = await patch(admin, '00000000-0000-4000-8000-000000000000', { role: 'moderator' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe(USER_ADMIN_MESSAGES.userNotFound);
  expect(await roleOf(target.id)).toBe('student');
});

test('the last admin cannot be demoted, also when two admins demote each other at once', async () => {
  const first = await createUser(ctx.db(), { role: 'admin' });
  const second = await createUser(ctx.db(), { role: 'admin' });
  await ctx.db().updateTable('users').set({ role: 'student' }).where('role', '=', 'admin').where('id', 'not in', [first.id, second.id]).execute();
  const firstSession = await signIn(ctx.app(), first);
  const secondSession = await signIn(ctx.app(), second);

  const results = await Promise.all([patch(firstSession, second.id, { role: 'student' }), patch(secondSession, first.id, { role: 'student' })]);
  // One wins; the other is refused: as no longer an admin (403) or as the last one (409).
  const [won, lost] = results.map((res) => res.statusCode).sort();
  expect(won).toBe(200);
  expect([403, 409]).toContain(lost);
  const admins = await ctx.db().selectFrom('users').select('id').where('role', '=', 'admin').execute();
  expect(admins).toHaveLength(1);

  const survivor = admins[0]!.id === first.id ? firstSession : secondSession;
  const self = await patch(survivor, admins[0]!.id, { role: 'moderator' });
  expect(self.statusCode).toBe(409);
  expect(self.json().message).toBe(USER_ADMIN_MESSAGES.lastAdmin);
  expect(await roleOf(admins[0]!.id)).toBe('admin');
});
