import { MODERATOR_APPLICATION_MESSAGES as M, MODERATOR_REASON_MAX, type ModeratorApplication } from '@lectern/shared-api/contract';
import type { Session } from '../../helpers/accounts.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { GOOD_REASON, applicationCount, apply, applyThroughApi, firstDepartment } from '../../helpers/moderator-applications.ts';
import { codeOf, dataOf, errorsOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let department: { id: string; name: string };
let admin: Person;

beforeAll(async () => {
  department = await firstDepartment(t.db());
  admin = await createPerson(t.app(), t.db(), { role: 'admin' });
});

const mine = (session: Session | null) => t.app().inject({ method: 'GET', url: '/api/moderator-applications/mine', headers: session?.bearer ?? {} });
const mineOf = async (session: Session) => dataOf<ModeratorApplication | null>(await mine(session));
const decide = (id: string, action: 'approved' | 'rejected', comment?: string) =>
  t.app().inject({ method: 'POST', url: `/api/review/moderators/review/${id}`, headers: admin.session.bearer, payload: { action, ...(comment ? { comment } : {}) } });

/** Runs `act` and checks it stored no application. */
async function storesNothing(act: () => Promise<void>): Promise<void> {
  const before = await applicationCount(t.db());
  await act();
  expect(await applicationCount(t.db())).toBe(before);
}

describe('POST /api/moderator-applications', () => {
  test('a student applies: 201, pending, reason trimmed, with department and applicant; /mine shows it', async () => {
    const student = await createPerson(t.app(), t.db(), { firstName: 'Kemi' });
    const res = await apply(t.app(), student.session, { departmentId: department.id, level: 300, reason: `  ${GOOD_REASON}  ` });
    const application = dataOf<ModeratorApplication>(res, 201);
    expect(application).toEqual({
      id: expect.any(String),
      department,
      level: 300,
      reason: GOOD_REASON,
      reviewStatus: 'pending',
      reviewComment: null,
      createdAt: expect.any(String),
      applicant: { id: student.id, firstName: 'Kemi', lastName: 'Obi', username: null, email: student.email },
    });
    const row = await t.db().selectFrom('moderator_applications').selectAll().where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: student.id, department_id: department.id, level: 300, reason: GOOD_REASON, review_status: 'pending' });

    expect(await mineOf(student.session)).toEqual(application);
  });

  test('a second application while one waits: 409 alreadyPending, nothing stored', async () => {
    const student = await createPerson(t.app(), t.db());
    await applyThroughApi(t.app(), student.session, department.id);
    await storesNothing(async () => {
      const res = await apply(t.app(), student.session, { departmentId: department.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'error', code: 'CONFLICT', message: M.alreadyPending });
    });
  });

  test('two applications at once: the one-pending index lets one in, the other is the same 409', async () => {
    const student = await createPerson(t.app(), t.db());
    const before = await applicationCount(t.db());
    const answers = await Promise.all([apply(t.app(), student.session, { departmentId: department.id }), apply(t.app(), student.session, { departmentId: department.id })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'CONFLICT', message: M.alreadyPending });
    expect(await applicationCount(t.db())).toBe(before + 1);
  });

  test.each(['moderator', 'admin'] as const)('a %s may not apply: 409 alreadyStaff, nothing stored', async (role) => {
    const staff = await createPerson(t.app(), t.db(), { role });
    await storesNothing(async () => {
      const res = await apply(t.app(), staff.session, { departmentId: department.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: M.alreadyStaff });
    });
  });

  test('a guest: 401; an unverified student: 403; nothing stored', async () => {
    const unverified = await createPerson(t.app(), t.db(), { verified: false }, t.clock.clock);
    await storesNothing(async () => {
      expect((await apply(t.app(), null, { departmentId: department.id })).statusCode).toBe(401);
      const res = await apply(t.app(), unverified.session, { departmentId: department.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: M.unverified });
    });
  });

  test.each([
    ['no reason', { reason: undefined }, 'reason', M.reasonRequired],
    ['a blank reason', { reason: '        ' }, 'reason', M.reasonRequired],
    ['a reason too short once trimmed', { reason: `   ${'a'.repeat(19)}   ` }, 'reason', M.reasonTooShort],
    ['a reason too long', { reason: 'a'.repeat(MODERATOR_REASON_MAX + 1) }, 'reason', M.reasonTooLong],
    ['no department', { departmentId: undefined }, 'departmentId', M.departmentRequired],
    ['a department id that is no id', { departmentId: 'computer-science' }, 'departmentId', M.departmentUnknown],
    ['a department that does not exist', { departmentId: '00000000-0000-4000-8000-000000000000' }, 'departmentId', M.departmentUnknown],
    ['a level outside 100-700', { level: 150 }, 'level', M.levelInvalid],
    ['no level', { level: undefined }, 'level', M.levelInvalid],
  ])('%s: 400 VALIDATION naming the field, nothing stored', async (_name, change, field, message) => {
    const student = await createPerson(t.app(), t.db());
    await storesNothing(async () => {
      const res = await apply(t.app(), student.session, { departmentId: department.id, ...change });
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION');
      expect(errorsOf(res)).toContainEqual({ field, message });
    });
    // The refused application does not count as one waiting.
    expect(await mineOf(student.session)).toBeNull();
  });

  test('after a rejection a student may apply again', async () => {
    const student = await createPerson(t.app(), t.db());
    const first = await applyThroughApi(t.app(), student.session, department.id);
    expect((await decide(first.id, 'rejected', 'Apply after your exams.')).statusCode).toBe(200);
    const second = await apply(t.app(), student.session, { departmentId: department.id });
    expect(second.statusCode).toBe(201);
  });
});

describe('GET /api/moderator-applications/mine', () => {
  test('null for someone who never applied; a guest 401', async () => {
    const student = await createPerson(t.app(), t.db());
    const res = await mine(student.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await mine(null)).statusCode).toBe(401);
  });

  test('the latest application, with its status and the reason of a rejection', async () => {
    const student = await createPerson(t.app(), t.db());
    const first = await applyThroughApi(t.app(), student.session, department.id);
    t.clock.advance(1000);
    dataOf<ModeratorApplication>(await decide(first.id, 'rejected', 'Apply after your exams.'));
    expect(await mineOf(student.session)).toMatchObject({ id: first.id, reviewStatus: 'rejected', reviewComment: 'Apply after your exams.' });
    t.clock.advance(1000);
    const second = await applyThroughApi(t.app(), student.session, department.id);
    expect(await mineOf(student.session)).toMatchObject({ id: second.id, reviewStatus: 'pending', reviewComment: null });
  });
});
