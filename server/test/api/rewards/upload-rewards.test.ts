// Rewards for uploading (contract rewards.ts): the approval notice, the skip-queue notice at the
// 10th approval, uploads that skip the queue, the one printing credit from the 50th approval,
// and the dashboard's figures. Past approvals go straight into the review record (seeding 50
// through the API would be slow); the decision under test always goes through the API.
import { PRINTING_CREDIT_AT, REWARD_MESSAGES, SKIP_QUEUE_AT, type Material, type MyStats, type Paged } from '@lectern/shared-api/contract';
import { createPerson, createMaterialThroughApi, type Person } from '../../helpers/materials.ts';
import { insertMaterial } from '../../helpers/material-rows.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { LIST_CACHE_TTL_MS } from '../../../src/domain/materials/index.ts';

const t = useTestApp();

let moderator: Person;
let admin: Person;

beforeAll(async () => {
  moderator = await createPerson(t.app(), t.db(), { role: 'moderator' });
  admin = await createPerson(t.app(), t.db(), { role: 'admin' });
});

const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

/** `count` uploads of `uploaderId` approved in the past: approved rows and their review record. */
async function pastApprovals(uploaderId: string, count: number): Promise<void> {
  const materials = await t
    .db()
    .insertInto('materials')
    .values(
      Array.from({ length: count }, (_, i) => ({
        uploader_id: uploaderId,
        label: `Past upload ${i + 1}`,
        classification: 'lecture-notes',
        type: 'link',
        url: 'https://example.edu/past',
        review_status: 'approved',
        created_at: minutesAgo(600),
      })),
    )
    .returning(['id', 'label'])
    .execute();
  await t
    .db()
    .insertInto('review_actions')
    .values(materials.map((m) => ({ kind: 'material', item_id: m.id, item_title: m.label, action: 'approved', comment: null, reviewer_id: moderator.id, author_id: uploaderId })))
    .execute();
}

/** A link upload of `uploaderId` waiting in the queue (the upload route itself is tested below). */
const pendingUpload = (uploaderId: string, minutes = 60) =>
  insertMaterial(t.db(), { uploader_id: uploaderId, review_status: 'pending', created_at: minutesAgo(minutes) });

const decide = (staff: Person, id: string, action: 'approved' | 'rejected' = 'approved') =>
  t.app().inject({ method: 'POST', url: `/api/review/materials/review/${id}`, headers: staff.session.bearer, payload: { action } });

async function approve(id: string): Promise<void> {
  const res = await decide(moderator, id);
  expect(res.statusCode).toBe(200);
}

const notesOf = (userId: string) => t.db().selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
const rewardNotesOf = async (userId: string) => (await notesOf(userId)).filter((note) => note.type === 'reward-earned');
const creditsOf = (userId: string) => t.db().selectFrom('printing_credits').selectAll().where('user_id', '=', userId).execute();

async function statsOf(person: Person): Promise<MyStats> {
  return dataOf<MyStats>(await t.app().inject({ method: 'GET', url: '/api/stats/me', headers: person.session.bearer }));
}

/** The pending queue once the page the server keeps (LIST_CACHE_TTL_MS) has expired: a new upload shows within the TTL. */
async function pendingQueueIds(): Promise<string[]> {
  t.clock.advance(LIST_CACHE_TTL_MS);
  const res = await t.app().inject({ method: 'GET', url: '/api/review/materials?status=pending&limit=100', headers: moderator.session.bearer });
  return dataOf<Paged<Material>>(res).data.map((material) => material.id);
}

describe('an approved upload', () => {
  test('notifies its uploader, linking to the material; a first approval earns no reward', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const id = await pendingUpload(uploader.id);
    await approve(id);
    const notes = await notesOf(uploader.id);
    expect(notes).toEqual([expect.objectContaining({ type: 'material-approved', title: 'Your material was approved', link: `/material/${id}` })]);
    expect(await creditsOf(uploader.id)).toEqual([]);
    expect((await statsOf(uploader)).approvedUploads).toBe(1);
  });

  test('a rejection counts for nothing', async () => {
    const uploader = await createPerson(t.app(), t.db());
    await pastApprovals(uploader.id, SKIP_QUEUE_AT - 1);
    expect((await decide(moderator, await pendingUpload(uploader.id), 'rejected')).statusCode).toBe(200);
    expect(await rewardNotesOf(uploader.id)).toEqual([]);
    expect((await statsOf(uploader)).approvedUploads).toBe(SKIP_QUEUE_AT - 1);
  });
});

describe('skipping the queue', () => {
  test(`the ${SKIP_QUEUE_AT}th approval tells the uploader once, linking to the dashboard`, async () => {
    const uploader = await createPerson(t.app(), t.db());
    await pastApprovals(uploader.id, SKIP_QUEUE_AT - 1);
    await approve(await pendingUpload(uploader.id));
    const expected = { type: 'reward-earned', title: REWARD_MESSAGES.skipQueueTitle, body: REWARD_MESSAGES.skipQueueBody, link: '/dashboard' };
    expect(await rewardNotesOf(uploader.id)).toEqual([expect.objectContaining(expected)]);

    await approve(await pendingUpload(uploader.id));
    expect(await rewardNotesOf(uploader.id)).toHaveLength(1);
    expect((await statsOf(uploader)).approvedUploads).toBe(SKIP_QUEUE_AT + 1);
  });

  test('two approvals reaching it at once tell the uploader once', async () => {
    const uploader = await createPerson(t.app(), t.db());
    await pastApprovals(uploader.id, SKIP_QUEUE_AT - 1);
    const [first, second] = [await pendingUpload(uploader.id), await pendingUpload(uploader.id)];
    const answers = await Promise.all([decide(moderator, first), decide(admin, second)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await rewardNotesOf(uploader.id)).toHaveLength(1);
  });

  test(`an upload by someone with ${SKIP_QUEUE_AT} approvals skips the queue: first in the pending tab, ahead of older uploads`, async () => {
    const veteran = await createPerson(t.app(), t.db());
    await pastApprovals(veteran.id, SKIP_QUEUE_AT);
    const older = await pendingUpload((await createPerson(t.app(), t.db())).id, 120);

    const upload = await createMaterialThroughApi(t.app(), veteran.session, { url: 'https://example.edu/veteran-notes' });
    expect(upload).toMatchObject({ reviewStatus: 'pending', skipsQueue: true });
    t.clock.advance(1000);
    const file = await createMaterialThroughApi(t.app(), veteran.session);
    expect(file.skipsQueue).toBe(true);

    const ids = await pendingQueueIds();
    expect(ids.indexOf(upload.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(upload.id)).toBeLessThan(ids.indexOf(older));
    // Among those that skip, still the longest waiting first.
    expect(ids.indexOf(file.id)).toBeGreaterThan(ids.indexOf(upload.id));
    expect(ids.indexOf(file.id)).toBeLessThan(ids.indexOf(older));
  });

  test(`someone with ${SKIP_QUEUE_AT - 1} approvals waits their turn`, async () => {
    const almost = await createPerson(t.app(), t.db());
    await pastApprovals(almost.id, SKIP_QUEUE_AT - 1);
    const older = await pendingUpload((await createPerson(t.app(), t.db())).id, 120);
    const upload = await createMaterialThroughApi(t.app(), almost.session, { url: 'https://example.edu/almost-notes' });
    expect(upload.skipsQueue).toBe(false);
    const ids = await pendingQueueIds();
    expect(ids.indexOf(upload.id)).toBeGreaterThan(ids.indexOf(older));
  });

  test('the decided tabs stay newest first whoever uploaded', async () => {
    const veteran = await createPerson(t.app(), t.db());
    await pastApprovals(veteran.id, SKIP_QUEUE_AT);
    const skipper = await insertMaterial(t.db(), { uploader_id: veteran.id, skips_queue: true, review_status: 'pending', created_at: minutesAgo(30) });
    const other = await pendingUpload((await createPerson(t.app(), t.db())).id, 10);
    await approve(skipper);
    await approve(other);
    // The newer upload lists first although the older one had skipped the queue.
    const res = await t.app().inject({ method: 'GET', url: '/api/review/materials?status=approved&limit=100', headers: moderator.session.bearer });
    const ids = dataOf<Paged<Material>>(res).data.map((material) => material.id);
    expect(ids.indexOf(other)).toBeLessThan(ids.indexOf(skipper));
  });
});

describe('the printing credit', () => {
  test(`the ${PRINTING_CREDIT_AT}th approval earns exactly one credit and one notice; later approvals none`, async () => {
    const uploader = await createPerson(t.app(), t.db());
    await pastApprovals(uploader.id, PRINTING_CREDIT_AT - 1);
    const before = await statsOf(uploader);
    expect(before).toMatchObject({ approvedUploads: PRINTING_CREDIT_AT - 1, printingCredit: null });

    await approve(await pendingUpload(uploader.id));
    const credits = await creditsOf(uploader.id);
    expect(credits).toEqual([expect.objectContaining({ honoured_at: null, honoured_by: null })]);
    const expected = { type: 'reward-earned', title: REWARD_MESSAGES.printingCreditTitle, body: REWARD_MESSAGES.printingCreditBody, link: '/dashboard' };
    expect(await rewardNotesOf(uploader.id)).toEqual([expect.objectContaining(expected)]);
    const after = await statsOf(uploader);
    expect(after).toMatchObject({ approvedUploads: PRINTING_CREDIT_AT, printingCredit: { earnedAt: t.clock.now().toISOString(), honouredAt: null } });

    await approve(await pendingUpload(uploader.id));
    expect(await creditsOf(uploader.id)).toHaveLength(1);
    expect(await rewardNotesOf(uploader.id)).toHaveLength(1);
  });

  test('deleting an approved material takes nothing back, and the next approval earns nothing twice', async () => {
    const uploader = await createPerson(t.app(), t.db());
    await pastApprovals(uploader.id, PRINTING_CREDIT_AT - 1);
    const fiftieth = await pendingUpload(uploader.id);
    await approve(fiftieth);

    const removed = await t.app().inject({ method: 'DELETE', url: `/api/review/materials/${fiftieth}`, headers: admin.session.bearer });
    expect(removed.statusCode).toBe(200);
    expect((await statsOf(uploader)).approvedUploads).toBe(PRINTING_CREDIT_AT);

    await approve(await pendingUpload(uploader.id));
    expect(await creditsOf(uploader.id)).toHaveLength(1);
    expect(await rewardNotesOf(uploader.id)).toHaveLength(1);
    expect((await statsOf(uploader)).approvedUploads).toBe(PRINTING_CREDIT_AT + 1);
  });

  test(`someone who passes ${PRINTING_CREDIT_AT} with no credit yet (approved before rewards) earns it at the next approval`, async () => {
    const uploader = await createPerson(t.app(), t.db());
    await pastApprovals(uploader.id, PRINTING_CREDIT_AT + 2);
    await approve(await pendingUpload(uploader.id));
    expect(await creditsOf(uploader.id)).toHaveLength(1);
    // Past the skip-queue threshold long ago: only the credit's notice.
    expect((await rewardNotesOf(uploader.id)).map((note) => note.title)).toEqual([REWARD_MESSAGES.printingCreditTitle]);
  });
});
