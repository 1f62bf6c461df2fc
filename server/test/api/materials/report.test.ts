import type { LightMyRequestResponse } from 'fastify';
import { MATERIAL_MESSAGES, REPORT_HIDE_THRESHOLD, type Material } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, createPerson, setReviewStatus, type Cast, type Person } from '../../helpers/materials.ts';
import { errorsOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

function report(person: Person | null, materialId: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app().inject({ method: 'POST', url: `/api/materials/${materialId}/report`, payload, headers: person?.session.bearer ?? {} });
}

async function approved(): Promise<Material> {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session);
  await setReviewStatus(t.db(), material.id, 'approved');
  return material;
}


describe('POST /api/materials/:id/report', () => {
  test('a report is received (201) and kept open', async () => {
    const material = await approved();
    const res = await report(cast.stranger, material.id, { reason: 'copyright', text: '  Scanned from a textbook  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', data: { message: MATERIAL_MESSAGES.reportSent } });
    const row = await t.db().selectFrom('material_reports').selectAll().where('material_id', '=', material.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reporter_id: cast.stranger.id, reason: 'copyright', text: 'Scanned from a textbook', status: 'open' });
  });

  test('one open report per person and material: the second is a 409', async () => {
    const material = await approved();
    expect((await report(cast.stranger, material.id, { reason: 'spam-or-duplicate' })).statusCode).toBe(201);
    const again = await report(cast.stranger, material.id, { reason: 'copyright' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: MATERIAL_MESSAGES.reportAlreadyOpen });
    // Once staff closed it, the person may report again.
    await t.db().updateTable('material_reports').set({ status: 'dismissed' }).where('material_id', '=', material.id).execute();
    expect((await report(cast.stranger, material.id, { reason: 'copyright' })).statusCode).toBe(201);
  });

  test('a reason is required and must be one of the list', async () => {
    const material = await approved();
    const missing = await report(cast.stranger, material.id, {});
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual([{ field: 'reason', message: MATERIAL_MESSAGES.reportReasonRequired }]);
    const unknown = await report(cast.stranger, material.id, { reason: 'boring' });
    expect(errorsOf(unknown)).toEqual([{ field: 'reason', message: MATERIAL_MESSAGES.reportReasonRequired }]);
  });

  test("'other' needs a text; a text is at most 1000 characters", async () => {
    const material = await approved();
    const bare = await report(cast.stranger, material.id, { reason: 'other', text: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(errorsOf(bare)).toEqual([{ field: 'text', message: MATERIAL_MESSAGES.reportTextRequired }]);
    const long = await report(cast.stranger, material.id, { reason: 'copyright', text: 'x'.repeat(1001) });
    expect(errorsOf(long)).toEqual([{ field: 'text', message: MATERIAL_MESSAGES.reportTextTooLong }]);
    expect((await report(cast.stranger, material.id, { reason: 'other', text: 'Wrong answers throughout' })).statusCode).toBe(201);
  });

  test('nobody reports their own material (403); guests 401; a material one may not open is a 404', async () => {
    const material = await approved();
    const own = await report(cast.uploader, material.id, { reason: 'copyright' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await report(null, material.id, { reason: 'copyright' })).statusCode).toBe(401);
    const pending = await createMaterialThroughApi(t.app(), cast.uploader.session);
    expect((await report(cast.stranger, pending.id, { reason: 'copyright' })).statusCode).toBe(404);
  });

  test(`reports from ${REPORT_HIDE_THRESHOLD} different students hide it from everyone but its uploader and staff`, async () => {
    const material = await approved();
    const open = (person: Person) => t.app().inject({ method: 'GET', url: `/api/materials/${material.id}`, headers: person.session.bearer });
    const reporters = [cast.stranger, cast.member, await createPerson(t.app(), t.db())];

    // Staff reports do not count towards hiding; the same student twice neither.
    expect((await report(cast.moderator, material.id, { reason: 'copyright' })).statusCode).toBe(201);
    expect((await report(reporters[0]!, material.id, { reason: 'copyright' })).statusCode).toBe(201);
    expect((await report(reporters[0]!, material.id, { reason: 'copyright' })).statusCode).toBe(409);
    expect((await report(reporters[1]!, material.id, { reason: 'honor-code' })).statusCode).toBe(201);
    expect((await open(reporters[2]!)).statusCode).toBe(200);

    expect((await report(reporters[2]!, material.id, { reason: 'wrong-course' })).statusCode).toBe(201);
    const row = await t.db().selectFrom('materials').select(['hidden_at', 'hidden_reason']).where('id', '=', material.id).executeTakeFirstOrThrow();
    expect(row.hidden_reason).toBe('reports');
    expect(row.hidden_at).not.toBeNull();
    expect((await open(reporters[2]!)).statusCode).toBe(404);
    const notes = await t.db().selectFrom('notifications').selectAll().where('user_id', '=', cast.uploader.id).where('type', '=', 'material-hidden').execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Your material was hidden', link: `/material/${material.id}` });
    expect(notes[0]?.body).toContain(material.label);
    expect((await open(cast.uploader)).statusCode).toBe(200);
    expect((await open(cast.admin)).statusCode).toBe(200);
  });
});
