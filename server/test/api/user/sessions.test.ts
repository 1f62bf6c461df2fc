// DELETE /api/user/:id/sessions: an admin signs a person out on every device (a stolen phone).
// Their streams ending on every server is live-session-ends.test.ts's.
import { USER_ADMIN_MESSAGES, type SessionsEnded } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();

const revoke = (session: Session | null, id: string) =>
  ctx.app().inject({ method: 'DELETE', url: `/api/user/${id}/sessions`, headers: session?.bearer ?? {} });
const profileStatus = async (session: Session) => (await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: session.bearer })).statusCode;
// A hot list read, answered from the server's recently checked sessions when it can.
const recentListStatus = async (session: Session) => (await ctx.app().inject({ method: 'GET', url: '/api/materials/recent', headers: session.bearer })).statusCode;

test('an admin signs a person out on every device; their next request anywhere is 401, and no one else’s', async () => {
  const admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
  const person = await createUser(ctx.db());
  const phone = await signIn(ctx.app(), person);
  const laptop = await signIn(ctx.app(), person);
  const bystander = await signIn(ctx.app(), await createUser(ctx.db()));
  for (const session of [phone, laptop, bystander]) expect(await recentListStatus(session)).toBe(200);

  const res = await revoke(admin, person.id);
  expect(dataOf<SessionsEnded>(res)).toEqual({ id: person.id, ended: 2 });
  for (const session of [phone, laptop]) {
    expect(await recentListStatus(session)).toBe(401);
    expect(await profileStatus(session)).toBe(401);
  }
  expect(await recentListStatus(bystander)).toBe(200);
  expect(await profileStatus(admin)).toBe(200);

  // Nothing left to end is still an answer, not an error.
  expect(dataOf<SessionsEnded>(await revoke(admin, person.id))).toEqual({ id: person.id, ended: 0 });
  // They sign in again as before.
  expect(await profileStatus(await signIn(ctx.app(), person))).toBe(200);
});

test('only admins sign people out', async () => {
  const target = await createUser(ctx.db());
  const targetSession = await signIn(ctx.app(), target);
  const moderator = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'moderator' }));
  const student = await signIn(ctx.app(), await createUser(ctx.db()));
  expect((await revoke(null, target.id)).statusCode).toBe(401);
  expect((await revoke(student, target.id)).statusCode).toBe(403);
  expect((await revoke(moderator, target.id)).statusCode).toBe(403);
  expect(await profileStatus(targetSession)).toBe(200);
});

test('bad input is refused with no one signed out', async () => {
  const admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
  const target = await signIn(ctx.app(), await createUser(ctx.db()));
  expect((await revoke(admin, 'not-a-uuid')).statusCode).toBe(400);
  const missing = await revoke(admin, '00000000-0000-4000-8000-000000000000');
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe(USER_ADMIN_MESSAGES.userNotFound);
  expect(await profileStatus(target)).toBe(200);
  expect(await profileStatus(admin)).toBe(200);
});
