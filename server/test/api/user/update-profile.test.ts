import { AUTH_MESSAGES as AUTH, VALIDATION_MESSAGES as M, type SessionUser } from '@lectern/shared-api/contract';
import { ORIGIN, createUser, signIn } from '../../helpers/accounts.ts';
import { codeOf, dataOf, errorsOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
const patch = (headers: Record<string, string>, payload: unknown) =>
  ctx.app().inject({ method: 'PATCH', url: '/api/user', headers, payload: payload as object });
const profileOf = async (bearer: Record<string, string>) => dataOf<SessionUser>(await ctx.app().inject({ method: 'GET', url: '/api/user/profile', headers: bearer }));

async function reference() {
  const rows = await ctx.db()
    .selectFrom('departments as d')
    .innerJoin('faculties as f', 'f.id', 'd.faculty_id')
    .select(['d.id as departmentId', 'd.name as department', 'f.id as facultyId', 'f.name as faculty'])
    .execute();
  const cs = rows.find((r) => r.department === 'Computer Science')!;
  const otherFaculty = rows.find((r) => r.facultyId !== cs.facultyId)!;
  return { cs, otherFaculty };
}

let counter = 0;
const name = (base: string) => `${base}${++counter}`;

describe('PATCH /api/user', () => {
  test('200: sets username, department and level; the faculty comes from the department', async () => {
    const { cs } = await reference();
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const username = name('ada.obi_');
    const res = await patch(session.cookie, { username: ` ${username} `, faculty: cs.facultyId, department: cs.departmentId, level: 200 });
    expect(dataOf<SessionUser>(res)).toMatchObject({ username, departmentId: cs.departmentId, facultyId: cs.facultyId, level: 200 });
    expect(await profileOf(session.bearer)).toMatchObject({ username, departmentId: cs.departmentId, level: 200 });
  });

  test('by bearer token no Origin is needed', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const res = await patch(session.bearer, { username: name('bearer') });
    expect(res.statusCode).toBe(200);
  });

  test('by cookie the Origin must be this site: 403 FORBIDDEN otherwise, and nothing changes', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const cookie = session.cookie.cookie!;
    for (const headers of [{ cookie }, { cookie, origin: 'https://evil.example' }, { cookie, origin: 'null' }] as Array<Record<string, string>>) {
      const res = await patch(headers, { username: name('csrf') });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 403, code: 'FORBIDDEN' });
    }
    expect((await profileOf(session.bearer)).username).toBeNull();
    // The request's own origin (its Host) is accepted as well as PUBLIC_URL's.
    const own = await patch({ cookie, host: 'campus.example:9000', origin: 'http://campus.example:9000' }, { username: name('own') });
    expect(own.statusCode).toBe(200);
    const publicUrl = await patch({ cookie, origin: ORIGIN }, { username: name('public') });
    expect(publicUrl.statusCode).toBe(200);
  });

  test('409 USERNAME_TAKEN for a username another account has, ignoring case', async () => {
    const first = await signIn(ctx.app(), await createUser(ctx.db()));
    const second = await signIn(ctx.app(), await createUser(ctx.db()));
    const username = name('Taken.Name');
    expect((await patch(first.cookie, { username })).statusCode).toBe(200);
    const res = await patch(second.cookie, { username: username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 409,
      code: 'USERNAME_TAKEN',
      message: AUTH.usernameTaken,
      errors: [{ field: 'username', message: AUTH.usernameTaken }],
    });
    // One's own username in another case is fine.
    expect((await patch(first.cookie, { username: username.toLowerCase() })).statusCode).toBe(200);
  });

  test.each([
    ['only spaces', '   ', M.usernameRequired],
    ['missing', undefined, M.usernameRequired],
    ['too short', 'ab', M.usernameTooShort],
    ['too long', 'a'.repeat(25), M.usernameTooLong],
    ['bad characters', 'ada obi!', AUTH.usernameCharacters],
  ])('400 for a username %s', async (_case, username, message) => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const res = await patch(session.cookie, username === undefined ? {} : { username });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('VALIDATION');
    expect(errorsOf(res)).toMatchObject([{ field: 'username', message }]);
  });

  test('400 for a department outside the given faculty', async () => {
    const { cs, otherFaculty } = await reference();
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const res = await patch(session.cookie, { username: name('dept'), faculty: otherFaculty.facultyId, department: cs.departmentId });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('VALIDATION');
    expect(errorsOf(res)).toMatchObject([{ field: 'department', message: AUTH.departmentOutsideFaculty }]);
  });

  test('unknown or malformed faculty and department ids are 400s', async () => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await patch(session.cookie, { username: name('unknown'), faculty: unknown, department: unknown });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).map((e) => e.field)).toEqual(['faculty', 'department']);
    const malformed = await patch(session.cookie, { username: name('bad'), department: 'not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(errorsOf(malformed)).toEqual([{ field: 'department', message: expect.any(String) }]);
  });

  test('a faculty alone is checked but not stored; empty strings clear the department', async () => {
    const { cs } = await reference();
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const facultyOnly = await patch(session.cookie, { username: name('fac'), faculty: cs.facultyId, department: '' });
    expect(dataOf<SessionUser>(facultyOnly)).toMatchObject({ departmentId: null, facultyId: null });

    // Set first, so the clearing below is seen to clear something.
    const set = await patch(session.cookie, { username: name('set'), department: cs.departmentId, level: 100 });
    expect(dataOf<SessionUser>(set)).toMatchObject({ departmentId: cs.departmentId, level: 100 });
    const cleared = await patch(session.cookie, { username: name('clear'), faculty: '', department: '', level: null });
    expect(dataOf<SessionUser>(cleared)).toMatchObject({ departmentId: null, facultyId: null, level: null });
  });

  test('omitted department and level stay as they were', async () => {
    const { cs } = await reference();
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    dataOf<SessionUser>(await patch(session.cookie, { username: name('keep'), department: cs.departmentId, level: 400 }));
    const res = await patch(session.cookie, { username: name('keep') });
    expect(dataOf<SessionUser>(res)).toMatchObject({ departmentId: cs.departmentId, level: 400 });
  });

  test.each([[250], [800], ['abc'], [0]])('400 for level %p', async (level) => {
    const session = await signIn(ctx.app(), await createUser(ctx.db()));
    const res = await patch(session.cookie, { username: name('lvl'), level });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('VALIDATION');
    expect(errorsOf(res)).toMatchObject([{ field: 'level', message: AUTH.levelInvalid }]);
  });

  test('401 without a session', async () => {
    const res = await patch({ origin: ORIGIN }, { username: name('nobody') });
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe('UNAUTHORIZED');
  });
});
