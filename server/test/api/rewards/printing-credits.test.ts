// GET /rewards/printing-credits and POST /rewards/printing-credits/:id/honour (admins): the
// credits earned at PRINTING_CREDIT_AT approvals (made by the upload-rewards tests through a
// decision; here straight in the database), waiting and honoured.
import { REWARD_MESSAGES, type MyStats, type Paged, type PrintingCredit } from '@lectern/shared-api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

let admin: Person;
let moderator: Person;
let student: Person;

beforeAll(async () => {
  admin = await createPerson(t.app(), t.db(), { role: 'admin' });
  moderator = await createPerson(t.app(), t.db(), { role: 'moderator' });
  student = await createPerson(t.app(), t.db());
});

const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000);

/** A person holding a waiting credit earned `hours` ago. */
async function earner(hours: number, firstName = 'Ngozi'): Promise<{ person: Person; creditId: string }> {
  const person = await createPerson(t.app(), t.db(), { firstName });
  const { id } = await t.db().insertInto('printing_credits').values({ user_id: person.id, earned_at: hoursAgo(hours) }).returning('id').executeTakeFirstOrThrow();
  return { person, creditId: id };
}

const list = (person: Person | null, query = '') =>
  t.app().inject({ method: 'GET', url: `/api/rewards/printing-credits${query}`, headers: person?.session.bearer ?? {} });
const honour = (person: Person | null, id: string) =>
  t.app().inject({ method: 'POST', url: `/api/rewards/printing-credits/${id}/honour`, headers: person?.session.bearer ?? {} });
const idsOf = (res: LightMyRequestResponse) => dataOf<Paged<PrintingCredit>>(res).data.map((credit) => credit.id);

describe('GET /api/rewards/printing-credits', () => {
  test('waiting credits by default, the longest owed first, with who earned them', async () => {
    const newer = await earner(1);
    const older = await earner(48, 'Bisi');
    const res = await list(admin);
    const page = dataOf<Paged<PrintingCredit>>(res);
    expect(res.headers['cache-control']).toBe('no-store');
    const ids = page.data.map((credit) => credit.id);
    expect(ids.indexOf(older.creditId)).toBeLessThan(ids.indexOf(newer.creditId));
    expect(page.data.find((credit) => credit.id === older.creditId)).toEqual({
      id: older.creditId,
      earnedAt: hoursAgo(48).toISOString(),
      honouredAt: null,
      user: { id: older.person.id, firstName: 'Bisi', lastName: 'Obi', username: null, email: older.person.email },
    });
    expect(page.pagination).toMatchObject({ page: 1, total: ids.length });
  });

  test('pages: limit and page', async () => {
    await earner(3);
    await earner(2);
    const first = await list(admin, '?status=waiting&limit=1&page=1');
    const second = await list(admin, '?status=waiting&limit=1&page=2');
    expect(idsOf(first)).toHaveLength(1);
    expect(idsOf(second)).toHaveLength(1);
    expect(idsOf(first)[0]).not.toBe(idsOf(second)[0]);
    expect(dataOf<Paged<PrintingCredit>>(first).pagination.totalPages).toBeGreaterThanOrEqual(2);
  });

  test('400 for an unknown status or a bad page', async () => {
    const res = await list(admin, '?status=given');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field: 'status' })] });
    expect((await list(admin, '?page=0')).statusCode).toBe(400);
  });

  test('admins only: a moderator or student gets 403, a guest 401', async () => {
    expect((await list(moderator)).statusCode).toBe(403);
    expect((await list(student)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('POST /api/rewards/printing-credits/:id/honour', () => {
  test('marks it given: it leaves the waiting list for the honoured one (newest honoured first), and the dashboard shows it', async () => {
    const first = await earner(10);
    const second = await earner(5);
    const earnedAt = hoursAgo(10).toISOString();
    const honouredAt = t.clock.now().toISOString();
    const res = await honour(admin, first.creditId);
    expect(dataOf<PrintingCredit>(res)).toMatchObject({ id: first.creditId, earnedAt, honouredAt, user: { id: first.person.id } });
    const row = await t.db().selectFrom('printing_credits').select(['honoured_by']).where('id', '=', first.creditId).executeTakeFirstOrThrow();
    expect(row.honoured_by).toBe(admin.id);

    t.clock.advance(60_000);
    expect((await honour(admin, second.creditId)).statusCode).toBe(200);

    expect(idsOf(await list(admin, '?status=waiting&limit=100'))).not.toContain(first.creditId);
    const honoured = idsOf(await list(admin, '?status=honoured&limit=100'));
    expect(honoured.indexOf(second.creditId)).toBeLessThan(honoured.indexOf(first.creditId));

    const stats = await t.app().inject({ method: 'GET', url: '/api/stats/me', headers: first.person.session.bearer });
    expect(dataOf<MyStats>(stats).printingCredit).toEqual({ earnedAt, honouredAt });
  });

  test('409 CONFLICT when already honoured, and nothing changes', async () => {
    const { creditId } = await earner(4);
    expect((await honour(admin, creditId)).statusCode).toBe(200);
    const before = await t.db().selectFrom('printing_credits').select(['honoured_at']).where('id', '=', creditId).executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    const again = await honour(admin, creditId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: REWARD_MESSAGES.alreadyHonoured });
    const after = await t.db().selectFrom('printing_credits').select(['honoured_at']).where('id', '=', creditId).executeTakeFirstOrThrow();
    expect(after.honoured_at).toEqual(before.honoured_at);
  });

  test('two admins at once: one 200, one 409', async () => {
    const { creditId } = await earner(6);
    const other = await createPerson(t.app(), t.db(), { role: 'admin' });
    const answers = await Promise.all([honour(admin, creditId), honour(other, creditId)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  test('404 NOT_FOUND for an unknown credit; 400 for an id that is not one', async () => {
    const res = await honour(admin, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: REWARD_MESSAGES.notFound });
    expect((await honour(admin, 'not-a-uuid')).statusCode).toBe(400);
  });

  test('admins only: a moderator or student gets 403, a guest 401; the credit still waits', async () => {
    const { creditId } = await earner(7);
    expect((await honour(moderator, creditId)).statusCode).toBe(403);
    expect((await honour(student, creditId)).statusCode).toBe(403);
    expect((await honour(null, creditId)).statusCode).toBe(401);
    expect(idsOf(await list(admin, '?limit=100'))).toContain(creditId);
  });
});
