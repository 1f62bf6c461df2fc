// An upload answers a request: only its uploader may say so, at upload time or
// after; once it is approved every asker is told, in the app and in a linked chat, and the request
// counts for the uploader.
import {
  MATERIAL_REQUEST_MESSAGES as M,
  materialPagePath,
  type AppNotification,
  type MaterialRequest,
  type MaterialRequestAnswer,
  type MyStats,
  type NotificationList,
} from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, createPerson, reviewThroughApi, setReviewStatus, uploadMaterial, type Cast, type Person } from '../../helpers/materials.ts';
import { insertMaterial } from '../../helpers/material-rows.ts';
import { answer, askOk, freshCourse, meToo, openRequests } from '../../helpers/material-requests.ts';
import { UNKNOWN_ID } from '../../helpers/courses.ts';
import { createRecordingChannel } from '../../helpers/recording-channel.ts';
import { dataOf, errorsOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { BOTH_CHANNELS_ENV, chatTools } from '../../messaging/link-helpers.ts';

const telegram = createRecordingChannel('telegram');
const t = useTestApp(BOTH_CHANNELS_ENV, { messaging: { channels: { telegram } } });
const chat = chatTools(t);
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});
afterEach(() => telegram.clear());

async function notificationsOf(person: Person): Promise<AppNotification[]> {
  const res = await t.app().inject({ method: 'GET', url: '/api/notifications', headers: person.session.bearer });
  return dataOf<NotificationList>(res).data.filter((n) => n.type === 'request-answered');
}

async function answeredRequestsOf(person: Person): Promise<number> {
  const res = await t.app().inject({ method: 'GET', url: '/api/stats/me', headers: person.session.bearer });
  return dataOf<MyStats>(res).answeredRequests;
}

const stored = (id: string) => t.db().selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A request of a fresh course by `author` (a new student unless given), with a Me too of `voter` (likewise). */
async function requestWithVoter(given: { author?: Person; voter?: Person; text?: string } = {}) {
  const author = given.author ?? (await createPerson(t.app(), t.db()));
  const voter = given.voter ?? (await createPerson(t.app(), t.db()));
  const course = await freshCourse(t.db());
  const { request } = await askOk(t.app(), author, course.id, given.text ?? 'CSC 204 past questions 2023');
  await meToo(t.app(), voter, request.id);
  return { course, request, author, voter };
}

describe('POST /api/material-requests/:id/answer', () => {
  test('a pending upload: recorded, the request stays open; its approval answers it, tells every asker and counts for the uploader', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const { course, request, author, voter } = await requestWithVoter();
    const material = await insertMaterial(t.db(), { uploader_id: uploader.id, course_id: course.id, review_status: 'pending', label: 'CSC 204 2023 paper' });

    const res = await answer(t.app(), uploader, request.id, material);
    expect(dataOf<MaterialRequestAnswer>(res)).toMatchObject({ message: M.answerRecorded, request: { id: request.id, status: 'open', answeredBy: null } });
    expect(await notificationsOf(author)).toEqual([]);

    await reviewThroughApi(t.app(), cast.moderator.session, material, 'approved');
    expect(await stored(request.id)).toMatchObject({ status: 'answered', answered_by_material: material, answered_by_user: uploader.id });
    for (const asker of [author, voter]) {
      expect(await notificationsOf(asker)).toEqual([
        expect.objectContaining({ title: M.answeredTitle, body: M.answeredBody('CSC 204 2023 paper', 'CSC 204 past questions 2023'), link: materialPagePath(material), read: false }),
      ]);
    }
    expect(await notificationsOf(uploader)).toEqual([]);
    expect(await answeredRequestsOf(uploader)).toBe(1);
    // Answered requests leave the course page.
    expect((await openRequests(t.app(), voter, course.id)).data).toEqual([]);
  });

  test('a person cannot answer a request with someone else’s upload (403), staff included', async () => {
    const { course, request, author, voter } = await requestWithVoter();
    const others = await insertMaterial(t.db(), { uploader_id: voter.id, course_id: course.id, review_status: 'approved' });
    for (const person of [author, cast.moderator, cast.admin]) {
      const res = await answer(t.app(), person, request.id, others);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: M.notYourUpload });
    }
    expect(await t.db().selectFrom('material_request_answers').selectAll().where('request_id', '=', request.id).execute()).toEqual([]);
    expect((await stored(request.id)).status).toBe('open');
  });

  test('an approved upload answers at once: the askers are told now, in the app and in a linked chat', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const asker = await createPerson(t.app(), t.db());
    const chatId = await chat.link(asker.session, 'telegram');
    telegram.clear();
    const { course, request } = await requestWithVoter({ author: asker, text: 'MTH 202 <b>tutorial</b> answers' });
    const material = await insertMaterial(t.db(), { uploader_id: uploader.id, course_id: course.id, label: 'MTH 202 tutorials' });

    const res = await answer(t.app(), uploader, request.id, material);
    expect(dataOf<MaterialRequestAnswer>(res)).toMatchObject({ message: M.answered, request: { status: 'answered', answeredBy: material } });
    expect(await notificationsOf(asker)).toHaveLength(1);
    await chat.idle();
    // Plain text in the chat (no parse mode): the request's markup arrives as the characters it is.
    expect(telegram.textsTo(chatId)).toEqual([
      [M.answeredTitle, M.answeredBody('MTH 202 tutorials', 'MTH 202 <b>tutorial</b> answers'), `http://localhost:8080${materialPagePath(material)}`].join('\n'),
    ]);
    // Saying it again changes nothing; another upload cannot answer it any more.
    expect((await answer(t.app(), uploader, request.id, material)).statusCode).toBe(200);
    const other = await insertMaterial(t.db(), { uploader_id: uploader.id, course_id: course.id });
    const late = await answer(t.app(), uploader, request.id, other);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: M.alreadyAnswered });
    expect(await notificationsOf(asker)).toHaveLength(1);
  });

  test('the approval reaches a linked chat too, once per asker', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const asker = await createPerson(t.app(), t.db());
    const chatId = await chat.link(asker.session, 'telegram');
    telegram.clear();
    const { course, request } = await requestWithVoter({ voter: asker });
    const material = await insertMaterial(t.db(), { uploader_id: uploader.id, course_id: course.id, review_status: 'pending', label: 'Past questions' });
    expect((await answer(t.app(), uploader, request.id, material)).statusCode).toBe(200);
    await reviewThroughApi(t.app(), cast.moderator.session, material, 'approved');
    await chat.idle();
    expect(telegram.textsTo(chatId)).toHaveLength(1);
    expect(telegram.textsTo(chatId)[0]).toContain(M.answeredTitle);
  });

  test('a rejected upload, one of another course, or an unknown one is a 400 naming materialId', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const { course, request } = await requestWithVoter();
    const rejected = await insertMaterial(t.db(), { uploader_id: uploader.id, course_id: course.id, review_status: 'rejected' });
    const elsewhere = await insertMaterial(t.db(), { uploader_id: uploader.id, course_id: (await freshCourse(t.db())).id });
    const noCourse = await insertMaterial(t.db(), { uploader_id: uploader.id });
    for (const [materialId, message] of [
      [rejected, M.materialRejected],
      [elsewhere, M.otherCourse],
      [noCourse, M.otherCourse],
      [UNKNOWN_ID, M.materialUnknown],
    ] as const) {
      const res = await answer(t.app(), uploader, request.id, materialId);
      expect({ materialId, status: res.statusCode, errors: errorsOf(res) }).toEqual({ materialId, status: 400, errors: [{ field: 'materialId', message }] });
    }
    const bare = await t.app().inject({ method: 'POST', url: `/api/material-requests/${request.id}/answer`, payload: {}, headers: uploader.session.bearer });
    expect(errorsOf(bare)).toEqual([{ field: 'materialId', message: M.materialRequired }]);
    expect((await answer(t.app(), uploader, UNKNOWN_ID, noCourse)).statusCode).toBe(404);
  });

  test('answering one’s own request: nobody else to tell, and it does not count as a reward', async () => {
    const author = await createPerson(t.app(), t.db());
    const course = await freshCourse(t.db());
    const { request } = await askOk(t.app(), author, course.id, 'My own request');
    const material = await insertMaterial(t.db(), { uploader_id: author.id, course_id: course.id });
    expect((await answer(t.app(), author, request.id, material)).statusCode).toBe(200);
    expect((await stored(request.id)).status).toBe('answered');
    expect(await notificationsOf(author)).toEqual([]);
    expect(await answeredRequestsOf(author)).toBe(0);
  });

  test('a rejection answers nothing; the request stays open for another upload', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const { course, request, author } = await requestWithVoter();
    const material = await insertMaterial(t.db(), { uploader_id: uploader.id, course_id: course.id, review_status: 'pending' });
    await answer(t.app(), uploader, request.id, material);
    await reviewThroughApi(t.app(), cast.moderator.session, material, 'rejected');
    expect((await stored(request.id)).status).toBe('open');
    expect(await notificationsOf(author)).toEqual([]);
  });
});

describe('POST /api/materials with answersRequest', () => {
  test('the upload is recorded as answering the request, which its approval answers', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const { course, request, voter } = await requestWithVoter();
    const material = await createMaterialThroughApi(t.app(), uploader.session, { fields: { courseId: course.id, answersRequest: request.id } });
    expect(await t.db().selectFrom('material_request_answers').select('material_id').where('request_id', '=', request.id).execute()).toEqual([{ material_id: material.id }]);
    await setReviewStatus(t.db(), material.id, 'pending');
    await reviewThroughApi(t.app(), cast.admin.session, material.id, 'approved');
    const open: MaterialRequest[] = (await openRequests(t.app(), voter, course.id)).data;
    expect(open).toEqual([]);
    expect(await notificationsOf(voter)).toHaveLength(1);
    expect(await answeredRequestsOf(uploader)).toBe(1);
  });

  test('a request of another course, an answered or unknown one, or one without a course is a 400 naming answersRequest; nothing is stored', async () => {
    const uploader = await createPerson(t.app(), t.db());
    const { course, request, author } = await requestWithVoter();
    const other = await freshCourse(t.db());
    const answered = await askOk(t.app(), author, course.id, 'Answered elsewhere');
    await t.db().updateTable('material_requests').set({ status: 'answered' }).where('id', '=', answered.request.id).execute();
    for (const [fields, message] of [
      [{ courseId: other.id, answersRequest: request.id }, M.otherCourse],
      [{ answersRequest: request.id }, M.otherCourse],
      [{ courseId: course.id, answersRequest: answered.request.id }, M.alreadyAnswered],
      [{ courseId: course.id, answersRequest: UNKNOWN_ID }, M.notFound],
      [{ courseId: course.id, answersRequest: 'nope' }, M.notFound],
    ] as const) {
      const res = await uploadMaterial(t.app(), uploader.session, { fields });
      expect({ fields, status: res.statusCode, errors: errorsOf(res) }).toEqual({ fields, status: 400, errors: [{ field: 'answersRequest', message }] });
    }
    expect(await t.db().selectFrom('materials').select('id').where('uploader_id', '=', uploader.id).execute()).toEqual([]);
  });
});
