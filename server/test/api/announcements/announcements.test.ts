import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_LINK_MAX, ANNOUNCEMENT_MESSAGES as M, ANNOUNCEMENT_TITLE_MAX, MAX_IMAGE_BYTES, type Announcement } from '@lectern/shared-api/contract';
import sharp from 'sharp';
import type { Session } from '../../helpers/accounts.ts';
import { announcementCount, createAnnouncementThroughApi, postAnnouncement, setAnnouncementStatus } from '../../helpers/announcements.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf, errorsOf } from '../../helpers/responses.ts';
import { samplePdf, samplePng } from '../../helpers/sample-files.ts';
import { expectLeavesNothing, expectSweepTakesNothing } from '../../helpers/stored-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

// The test clock starts at 2026-06-01T09:00Z and only moves forward.
const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
let student: Person;
let moderator: Person;
let admin: Person;

beforeAll(async () => {
  student = await createPerson(t.app(), t.db(), { firstName: 'Dayo' });
  moderator = await createPerson(t.app(), t.db(), { role: 'moderator', firstName: 'Mo' });
  admin = await createPerson(t.app(), t.db(), { role: 'admin', firstName: 'Ade' });
});

const get = (session: Session | null, url: string, headers: Record<string, string> = {}) =>
  t.app().inject({ method: 'GET', url, headers: { ...(session?.bearer ?? {}), ...headers } });
const current = async (session: Session = student.session) => dataOf<Announcement | null>(await get(session, '/api/announcements/current'));

/** Runs `act` and checks it left no announcement and no file (stored or temp) behind. */
const leavesNothing = (act: () => Promise<void>) => expectLeavesNothing(t.dataDir(), () => announcementCount(t.db()), act);

describe('POST /api/announcements', () => {
  test('a moderator submits: 201, pending, trimmed, with its author, days as YYYY-MM-DD', async () => {
    const res = await postAnnouncement(t.app(), moderator.session, {
      fields: { title: '  Exam timetable is out  ', body: '\nCheck the board.\n', link: ' https://example.edu/timetable ', startsOn: '2026-06-01', endsOn: '2026-06-07' },
    });
    const announcement = dataOf<Announcement>(res, 201);
    expect(announcement).toEqual({
      id: expect.any(String),
      title: 'Exam timetable is out',
      body: 'Check the board.',
      link: 'https://example.edu/timetable',
      imageUrl: null,
      startsOn: '2026-06-01',
      endsOn: '2026-06-07',
      reviewStatus: 'pending',
      reviewComment: null,
      createdAt: t.clock.now().toISOString(),
      author: { firstName: 'Mo', lastName: 'Obi' },
    });
    const row = await t.db().selectFrom('announcements').select(['author_id', 'review_status', 'image_key']).where('id', '=', announcement.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ author_id: moderator.id, review_status: 'pending', image_key: null });
  });

  test('an admin submits too; an empty link is none; a one-day announcement is fine', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), admin.session, { fields: { link: '', startsOn: '2026-07-01', endsOn: '2026-07-01' } });
    expect(announcement).toMatchObject({ link: null, startsOn: '2026-07-01', endsOn: '2026-07-01', reviewStatus: 'pending' });
    const noLink = await createAnnouncementThroughApi(t.app(), admin.session, { fields: { link: undefined } });
    expect(noLink.link).toBeNull();
  });

  test('a guest: 401; a student: 403; nothing stored', async () => {
    await leavesNothing(async () => {
      expect((await postAnnouncement(t.app(), null)).statusCode).toBe(401);
      const res = await postAnnouncement(t.app(), student.session);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  test('an end before the start: 400 on endsOn with the contract’s words, nothing stored', async () => {
    await leavesNothing(async () => {
      const res = await postAnnouncement(t.app(), admin.session, { fields: { startsOn: '2026-06-10', endsOn: '2026-06-09' }, image: { content: await samplePng(300, 200) } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: M.endsBeforeStarts });
      expect(errorsOf(res)).toEqual([{ field: 'endsOn', message: M.endsBeforeStarts }]);
    });
  });

  test.each([
    ['no title', { title: '   ' }, 'title', M.titleRequired],
    ['a title too long', { title: 'a'.repeat(ANNOUNCEMENT_TITLE_MAX + 1) }, 'title', M.titleTooLong],
    ['no text', { body: undefined }, 'body', M.bodyRequired],
    ['a text too long', { body: 'a'.repeat(ANNOUNCEMENT_BODY_MAX + 1) }, 'body', M.bodyTooLong],
    ['a link that is no address', { link: 'the faculty board' }, 'link', M.linkInvalid],
    ['a link that is not http(s)', { link: 'javascript:alert(1)' }, 'link', M.linkInvalid],
    ['an ftp link', { link: 'ftp://example.edu/file' }, 'link', M.linkInvalid],
    ['a link too long', { link: `https://example.edu/${'a'.repeat(ANNOUNCEMENT_LINK_MAX)}` }, 'link', M.linkInvalid],
    ['no start', { startsOn: undefined }, 'startsOn', M.startRequired],
    ['no end', { endsOn: '' }, 'endsOn', M.endRequired],
    ['a start that is no day', { startsOn: '2026-02-30' }, 'startsOn', M.dateInvalid],
    ['an end in another format', { endsOn: '30/06/2026' }, 'endsOn', M.dateInvalid],
  ])('%s: 400 VALIDATION naming the field, nothing stored', async (_name, fields, field, message) => {
    await leavesNothing(async () => {
      const res = await postAnnouncement(t.app(), admin.session, { fields });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(errorsOf(res)).toEqual([{ field, message }]);
    });
  });

  test('every bad field at once', async () => {
    await leavesNothing(async () => {
      const res = await postAnnouncement(t.app(), admin.session, {
        fields: { title: '', body: '', link: 'nope', startsOn: 'soon', endsOn: '' },
        image: { content: samplePdf(), filename: 'poster.png' },
      });
      expect(errorsOf(res).map((e) => e.field)).toEqual(['title', 'body', 'link', 'startsOn', 'endsOn', 'image']);
    });
  });

  test('an image is downscaled to WebP, stored, and served at imageUrl', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), admin.session, { image: { content: await samplePng(1600, 900) } });
    expect(announcement.imageUrl).toBe(`/api/announcements/${announcement.id}/image`);
    const image = await get(admin.session, announcement.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  test('the start-up sweep keeps announcement images (a row points at them)', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), admin.session, { image: { content: await samplePng(300, 200) } });
    await expectSweepTakesNothing(t.db(), t.dataDir());
    expect((await get(admin.session, announcement.imageUrl!)).statusCode).toBe(200);
  });

  test('a file that is not an image, or one over the limit: 400 naming image, nothing stored', async () => {
    await leavesNothing(async () => {
      const res = await postAnnouncement(t.app(), admin.session, { image: { content: samplePdf(), filename: 'poster.png', contentType: 'image/png' } });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'image', message: M.imageTypeInvalid }]);
      const big = Buffer.concat([await samplePng(10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]);
      const tooLarge = await postAnnouncement(t.app(), admin.session, { image: { content: big } });
      expect(tooLarge.statusCode).toBe(400);
      expect(errorsOf(tooLarge)).toEqual([{ field: 'image', message: M.imageTooLarge }]);
    });
  });

  test('a body that is not multipart: 415', async () => {
    await leavesNothing(async () => {
      const res = await t.app().inject({ method: 'POST', url: '/api/announcements', headers: admin.session.bearer, payload: { title: 'x' } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });
});

describe('GET /api/announcements/:id/image', () => {
  test('approved: everyone signed in; pending: staff only; no image, unknown or malformed id: 404; guests 401', async () => {
    const announcement = await createAnnouncementThroughApi(t.app(), moderator.session, { image: { content: await samplePng(300, 200) } });
    const url = announcement.imageUrl!;
    expect((await get(student.session, url)).statusCode).toBe(404);
    expect((await get(moderator.session, url)).statusCode).toBe(200);
    expect((await get(admin.session, url)).statusCode).toBe(200);
    expect((await get(null, url)).statusCode).toBe(401);

    await setAnnouncementStatus(t.db(), announcement.id, 'approved');
    const seen = await get(student.session, url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect((await get(student.session, url, { 'if-none-match': String(seen.headers.etag) })).statusCode).toBe(304);

    await setAnnouncementStatus(t.db(), announcement.id, 'rejected');
    expect((await get(student.session, url)).statusCode).toBe(404);

    const plain = await createAnnouncementThroughApi(t.app(), admin.session);
    expect((await get(admin.session, `/api/announcements/${plain.id}/image`)).json()).toMatchObject({ code: 'NOT_FOUND', message: M.notFound });
    expect((await get(admin.session, '/api/announcements/00000000-0000-4000-8000-000000000000/image')).statusCode).toBe(404);
    expect((await get(admin.session, '/api/announcements/not-an-id/image')).statusCode).toBe(404);
  });
});

describe('GET /api/announcements/current', () => {
  // Every other test leaves its announcements pending or rejected, so only these can be current.
  test('shows the approved one from its first day to its last, never a rejected or pending one', async () => {
    expect(await current()).toBeNull();
    expect((await get(null, '/api/announcements/current')).statusCode).toBe(401);

    const soon = await createAnnouncementThroughApi(t.app(), admin.session, { fields: { startsOn: '2026-06-03', endsOn: '2026-06-04' } });
    const approve = await t.app().inject({ method: 'POST', url: `/api/review/adverts/review/${soon.id}`, headers: admin.session.bearer, payload: { action: 'approved' } });
    expect(approve.statusCode).toBe(200);
    const rejected = await createAnnouncementThroughApi(t.app(), admin.session, { fields: { startsOn: '2026-06-01', endsOn: '2026-06-30' } });
    await setAnnouncementStatus(t.db(), rejected.id, 'rejected');
    await createAnnouncementThroughApi(t.app(), moderator.session, { fields: { startsOn: '2026-06-01', endsOn: '2026-06-30' } });

    // 2026-06-01 and 06-02: before it starts.
    expect(await current()).toBeNull();
    t.clock.advance(DAY_MS);
    expect(await current()).toBeNull();
    // 06-03 09:00 and 06-04 23:59: within.
    t.clock.advance(DAY_MS);
    const res = await get(student.session, '/api/announcements/current');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(dataOf<Announcement | null>(res)).toMatchObject({ id: soon.id, reviewStatus: 'approved', startsOn: '2026-06-03', endsOn: '2026-06-04' });
    t.clock.advance(DAY_MS + 15 * 60 * 60 * 1000 - 60_000);
    expect(await current(moderator.session)).toMatchObject({ id: soon.id });
    // 06-05 00:00 UTC: after its last day.
    t.clock.advance(60_000);
    expect(await current()).toBeNull();
  });

  test('of several showing, the one that started last; on the same start day, the newest', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const longRunning = await createAnnouncementThroughApi(t.app(), admin.session, { fields: { startsOn: '2026-05-01', endsOn: '2026-12-31' } });
    await setAnnouncementStatus(t.db(), longRunning.id, 'approved');
    expect(await current()).toMatchObject({ id: longRunning.id });

    const older = await createAnnouncementThroughApi(t.app(), admin.session, { fields: { startsOn: today, endsOn: '2026-12-31' } });
    await setAnnouncementStatus(t.db(), older.id, 'approved');
    expect(await current()).toMatchObject({ id: older.id });

    t.clock.advance(60_000);
    const newer = await createAnnouncementThroughApi(t.app(), admin.session, { fields: { startsOn: today, endsOn: today } });
    await setAnnouncementStatus(t.db(), newer.id, 'approved');
    expect(await current()).toMatchObject({ id: newer.id });
  });
});

test('the OpenAPI document lists every announcement and application call, the submission as a multipart form', async () => {
  const res = await t.app().inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>> };
  expect(Object.keys(doc.paths['/api/announcements'] ?? {})).toEqual(['post']);
  expect(Object.keys(doc.paths['/api/announcements/current'] ?? {})).toEqual(['get']);
  expect(Object.keys(doc.paths['/api/announcements/{id}/image'] ?? {})).toEqual(['get']);
  expect(Object.keys(doc.paths['/api/moderator-applications'] ?? {})).toEqual(['post']);
  expect(Object.keys(doc.paths['/api/moderator-applications/mine'] ?? {})).toEqual(['get']);
  expect(Object.keys(doc.paths['/api/review/moderators'] ?? {})).toEqual(['get']);
  expect(Object.keys(doc.paths['/api/review/adverts/review/{id}'] ?? {})).toEqual(['post']);
  const form = doc.paths['/api/announcements']!.post!.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
  expect(Object.keys(form)).toEqual(['title', 'body', 'link', 'startsOn', 'endsOn', 'image']);
});
