import { REVIEW_MESSAGES, type Material } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();

/** A pending link material straight in the database (the upload itself is tested with the materials). */
async function pendingMaterial(uploaderId: string, label = 'Past questions 2023') {
  const row = await ctx
    .db()
    .insertInto('materials')
    .values({ uploader_id: uploaderId, label, classification: 'exam-past-questions', type: 'link', url: 'https://example.edu/notes' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const review = (session: Session | null, id: string, payload: unknown) =>
  ctx.app().inject({
    method: 'POST',
    url: `/api/review/materials/review/${id}`,
    headers: session?.bearer ?? {},
    payload: payload as object,
  });

async function notificationsOf(userId: string) {
  return ctx.db().selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();
}

let uploader: { id: string; email: string; password: string };
let moderator: Session;
let admin: Session;
let student: Session;

beforeAll(async () => {
  uploader = await createUser(ctx.db());
  moderator = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'moderator' }));
  admin = await signIn(ctx.app(), await createUser(ctx.db(), { role: 'admin' }));
  student = await signIn(ctx.app(), await createUser(ctx.db()));
});

describe('POST /api/review/materials/review/:id', () => {
  test('a moderator approves: the material is approved, recorded, and its uploader notified with a link to it', async () => {
    const id = await pendingMaterial(uploader.id, 'CSC 204 notes');
    const res = await review(moderator, id, { action: 'approved', comment: '  looks good  ' });
    expect(dataOf<Material>(res)).toMatchObject({ id, reviewStatus: 'approved', reviewComment: 'looks good' });

    const record = await ctx.db().selectFrom('review_actions').selectAll().where('item_id', '=', id).execute();
    expect(record).toEqual([expect.objectContaining({ kind: 'material', action: 'approved', comment: 'looks good', item_title: 'CSC 204 notes' })]);
    const notes = (await notificationsOf(uploader.id)).filter((n) => n.link === `/material/${id}`);
    expect(notes).toEqual([expect.objectContaining({ type: 'material-approved', read_at: null })]);
  });

  test('an admin rejects with a reason: the uploader is told the reason; an empty comment is left out', async () => {
    const id = await pendingMaterial(uploader.id, 'Blurry scan');
    const res = await review(admin, id, { action: 'rejected', comment: 'The scan cannot be read.' });
    expect(dataOf<Material>(res).reviewStatus).toBe('rejected');
    const [note] = (await notificationsOf(uploader.id)).filter((n) => n.link === `/material/${id}`);
    expect(note).toMatchObject({ type: 'material-rejected' });
    expect(note!.body).toContain('The scan cannot be read.');

    const other = await pendingMaterial(uploader.id, 'Another');
    const blank = await review(admin, other, { action: 'approved', comment: '   ' });
    expect(dataOf<Material>(blank).reviewComment).toBeNull();
  });

  test('409 CONFLICT for an item that is not pending, and nothing changes', async () => {
    const id = await pendingMaterial(uploader.id);
    expect((await review(moderator, id, { action: 'approved' })).statusCode).toBe(200);
    const again = await review(admin, id, { action: 'rejected', comment: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: REVIEW_MESSAGES.notPending });
    const row = await ctx.db().selectFrom('materials').select(['review_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.review_status).toBe('approved');
  });

  test('two reviewers at once: one wins, one 409, one notification, one record', async () => {
    const id = await pendingMaterial(uploader.id, 'Raced');
    const answers = await Promise.all([review(moderator, id, { action: 'approved' }), review(admin, id, { action: 'rejected' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await notificationsOf(uploader.id)).filter((n) => n.link === `/material/${id}`)).toHaveLength(1);
    expect(await ctx.db().selectFrom('review_actions').select('id').where('item_id', '=', id).execute()).toHaveLength(1);
  });

  test('a student gets 403 and an anonymous caller 401; the material stays pending', async () => {
    const id = await pendingMaterial(uploader.id);
    expect((await review(student, id, { action: 'approved' })).statusCode).toBe(403);
    expect((await review(null, id, { action: 'approved' })).statusCode).toBe(401);
    const row = await ctx.db().selectFrom('materials').select(['review_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.review_status).toBe('pending');
  });

  test('400 for an unknown action, a bad id or an over-long comment; 404 for an unknown material', async () => {
    const id = await pendingMaterial(uploader.id);
    const badAction = await review(moderator, id, { action: 'maybe' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().errors[0].field).toBe('action');
    expect((await review(moderator, 'not-a-uuid', { action: 'approved' })).statusCode).toBe(400);
    expect((await review(moderator, id, { action: 'approved', comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await review(moderator, '00000000-0000-4000-8000-000000000000', { action: 'approved' })).statusCode).toBe(404);
  });
});
