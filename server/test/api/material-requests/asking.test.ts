// Asking for material: a request per course, shown as written; the same need asked
// again while open is a Me too; Me too and taking it back; who may ask and see what.
import {
  MATERIAL_REQUEST_MESSAGES as M,
  MATERIAL_REQUEST_TEXT_MAX,
  MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX,
  type MaterialRequestPage,
  type MaterialRequestReceipt,
} from '@lectern/shared-api/contract';
import { createCast, createPerson, type Cast } from '../../helpers/materials.ts';
import { ask, askOk, freshCourse, listRequests, meToo, openRequests, requestOf } from '../../helpers/material-requests.ts';
import { UNKNOWN_ID } from '../../helpers/courses.ts';
import { dataOf, errorsOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

describe('POST /api/material-requests', () => {
  test('a new request is 201, open, with its author as its one asker; the text is trimmed', async () => {
    const course = await freshCourse(t.db());
    const res = await ask(t.app(), cast.stranger, { courseId: course.id, text: '  CSC 204 past questions 2023  ' });
    const receipt = dataOf<MaterialRequestReceipt>(res, 201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(receipt).toMatchObject({
      joined: false,
      message: M.created,
      request: { text: 'CSC 204 past questions 2023', status: 'open', askers: 1, mine: true, meToo: false, answeredBy: null, course: { id: course.id, courseCode: course.code } },
    });
  });

  test('a request with markup in it is kept and answered as the text it is, never cleaned into something else', async () => {
    const course = await freshCourse(t.db());
    const text = '<img src=x onerror=alert(1)> <b>notes</b> & "quotes"';
    const { request } = await askOk(t.app(), cast.stranger, course.id, text);
    expect(request.text).toBe(text);
    expect((await openRequests(t.app(), cast.member, course.id)).data.map((r) => r.text)).toEqual([text]);
  });

  test('a duplicate of an open request (case, spacing, punctuation aside) becomes a Me too of it: 200 with the existing request', async () => {
    const course = await freshCourse(t.db());
    const first = await askOk(t.app(), cast.stranger, course.id, 'CSC 204 past questions 2023');
    const again = await ask(t.app(), cast.member, { courseId: course.id, text: 'csc204 Past-Questions, 2023!' });
    expect(dataOf<MaterialRequestReceipt>(again)).toMatchObject({ joined: true, message: M.joined, request: { id: first.request.id, text: 'CSC 204 past questions 2023', askers: 2, mine: false, meToo: true } });
    // The author asking again changes nothing.
    const mine = await ask(t.app(), cast.stranger, { courseId: course.id, text: 'CSC 204 PAST QUESTIONS 2023' });
    expect(dataOf<MaterialRequestReceipt>(mine)).toMatchObject({ joined: false, message: M.alreadyAsked, request: { id: first.request.id, askers: 2 } });
    expect((await openRequests(t.app(), cast.admin, course.id)).data).toHaveLength(1);
  });

  test('the same words for another course, or once the first is answered, are a new request', async () => {
    const [one, two] = [await freshCourse(t.db()), await freshCourse(t.db())];
    const first = await askOk(t.app(), cast.stranger, one.id, 'Lab manual');
    expect((await ask(t.app(), cast.member, { courseId: two.id, text: 'Lab manual' })).statusCode).toBe(201);
    await t.db().updateTable('material_requests').set({ status: 'answered' }).where('id', '=', first.request.id).execute();
    const later = dataOf<MaterialRequestReceipt>(await ask(t.app(), cast.member, { courseId: one.id, text: 'lab manual' }), 201);
    expect(later).toMatchObject({ joined: false, message: M.created, request: { status: 'open', askers: 1, mine: true } });
    expect(later.request.id).not.toBe(first.request.id);
  });

  test('two people asking for the same at once make one request with two askers', async () => {
    const course = await freshCourse(t.db());
    const answers = await Promise.all([ask(t.app(), cast.stranger, { courseId: course.id, text: 'Tutorial 3 answers' }), ask(t.app(), cast.member, { courseId: course.id, text: 'tutorial 3 answers' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const { data } = await openRequests(t.app(), cast.admin, course.id);
    expect(data.map((r) => r.askers)).toEqual([2]);
  });

  test('bad input is a 400 naming the field, in the form’s words', async () => {
    const course = await freshCourse(t.db());
    const cases: Array<[object, string, string]> = [
      [{ courseId: course.id }, 'text', M.textRequired],
      [{ courseId: course.id, text: '   ' }, 'text', M.textRequired],
      [{ courseId: course.id, text: ' ab ' }, 'text', M.textTooShort],
      [{ courseId: course.id, text: 'x'.repeat(MATERIAL_REQUEST_TEXT_MAX + 1) }, 'text', M.textTooLong],
      [{ courseId: course.id, text: '?!?!' }, 'text', M.textRequired],
      [{ text: 'Past questions' }, 'courseId', M.courseRequired],
      [{ courseId: 'not-a-uuid', text: 'Past questions' }, 'courseId', M.courseUnknown],
      [{ courseId: UNKNOWN_ID, text: 'Past questions' }, 'courseId', M.courseUnknown],
    ];
    for (const [payload, field, message] of cases) {
      const res = await ask(t.app(), cast.stranger, payload);
      expect({ payload, status: res.statusCode, errors: errorsOf(res) }).toEqual({ payload, status: 400, errors: [{ field, message }] });
    }
  });

  test('a course that is not approved cannot be asked for', async () => {
    const pending = await freshCourse(t.db(), 'pending');
    const res = await ask(t.app(), cast.stranger, { courseId: pending.id, text: 'Past questions' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'courseId', message: M.courseUnknown }]);
  });

  test('guests get 401; an unverified account 403', async () => {
    const course = await freshCourse(t.db());
    expect((await ask(t.app(), null, { courseId: course.id, text: 'Past questions' })).statusCode).toBe(401);
    const unverified = await createPerson(t.app(), t.db(), { verified: false }, t.clock.clock);
    const res = await ask(t.app(), unverified, { courseId: course.id, text: 'Past questions' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: M.unverified });
  });

  test(`at ${MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX} open requests a person is refused (409) until some are answered; joining another's is still fine`, async () => {
    const asker = await createPerson(t.app(), t.db());
    const course = await freshCourse(t.db());
    for (let i = 0; i < MATERIAL_REQUESTS_OPEN_PER_PERSON_MAX; i++) await askOk(t.app(), asker, course.id, `Chapter ${i} summary`);
    const over = await ask(t.app(), asker, { courseId: course.id, text: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CONFLICT', message: M.tooManyOpen });
    const others = await askOk(t.app(), cast.stranger, course.id, 'Somebody else needs this');
    expect((await ask(t.app(), asker, { courseId: course.id, text: 'somebody else needs this' })).statusCode).toBe(200);
    expect((await openRequests(t.app(), asker, course.id)).data.find((r) => r.id === others.request.id)).toMatchObject({ askers: 2, meToo: true });
  });
});

describe('GET /api/material-requests?courseId', () => {
  test('a course’s open requests, the most asked for first, then the newest; answered ones are left out', async () => {
    const course = await freshCourse(t.db());
    const quiet = await askOk(t.app(), cast.stranger, course.id, 'Quiet request');
    t.clock.advance(1000);
    const popular = await askOk(t.app(), cast.stranger, course.id, 'Popular request');
    await meToo(t.app(), cast.member, popular.request.id);
    t.clock.advance(1000);
    const newest = await askOk(t.app(), cast.member, course.id, 'Newest request');
    const answered = await askOk(t.app(), cast.member, course.id, 'Answered request');
    await t.db().updateTable('material_requests').set({ status: 'answered' }).where('id', '=', answered.request.id).execute();

    const page = await openRequests(t.app(), cast.stranger, course.id);
    expect(page.data.map((r) => [r.text, r.askers, r.mine, r.meToo])).toEqual([
      ['Popular request', 2, true, false],
      ['Newest request', 1, false, false],
      ['Quiet request', 1, true, false],
    ]);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(quiet.request.id).not.toBe(newest.request.id);
    const second = dataOf<MaterialRequestPage>(await listRequests(t.app(), cast.stranger, course.id, { page: '2', limit: '2' }));
    expect(second.data.map((r) => r.text)).toEqual(['Quiet request']);
  });

  test('a course a student may not see answers 404 (staff see it); guests 401; a bad courseId 400', async () => {
    const pending = await freshCourse(t.db(), 'pending');
    expect((await listRequests(t.app(), cast.stranger, pending.id)).statusCode).toBe(404);
    expect((await listRequests(t.app(), cast.stranger, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await listRequests(t.app(), cast.moderator, pending.id)).statusCode).toBe(200);
    expect((await listRequests(t.app(), null, pending.id)).statusCode).toBe(401);
    const bad = await listRequests(t.app(), cast.stranger, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)[0]).toMatchObject({ field: 'courseId' });
  });
});

describe('Me too', () => {
  test('adds one asker once, however often pressed; taking it back removes it; both idempotent', async () => {
    const course = await freshCourse(t.db());
    const { request } = await askOk(t.app(), cast.stranger, course.id, 'Week 5 slides');
    const pressed = await Promise.all([meToo(t.app(), cast.member, request.id), meToo(t.app(), cast.member, request.id), meToo(t.app(), cast.admin, request.id)]);
    expect(pressed.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(requestOf(await meToo(t.app(), cast.member, request.id))).toMatchObject({ askers: 3, meToo: true, mine: false });
    expect(requestOf(await meToo(t.app(), cast.member, request.id, 'DELETE'))).toMatchObject({ askers: 2, meToo: false });
    expect(requestOf(await meToo(t.app(), cast.member, request.id, 'DELETE'))).toMatchObject({ askers: 2, meToo: false });
  });

  test('on one’s own request: Me too changes nothing, taking it back is a 409', async () => {
    const course = await freshCourse(t.db());
    const { request } = await askOk(t.app(), cast.stranger, course.id, 'Own request');
    expect(requestOf(await meToo(t.app(), cast.stranger, request.id))).toMatchObject({ askers: 1, mine: true, meToo: false });
    const undo = await meToo(t.app(), cast.stranger, request.id, 'DELETE');
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ code: 'CONFLICT', message: M.ownRequest });
  });

  test('an answered request takes no more Me toos (409); an unknown or unseen one is a 404; a malformed id a 400', async () => {
    const course = await freshCourse(t.db());
    const { request } = await askOk(t.app(), cast.stranger, course.id, 'Answered already');
    await t.db().updateTable('material_requests').set({ status: 'answered' }).where('id', '=', request.id).execute();
    const late = await meToo(t.app(), cast.member, request.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: M.alreadyAnswered });
    expect((await meToo(t.app(), cast.member, UNKNOWN_ID)).statusCode).toBe(404);
    // Its course no longer approved: students see neither course nor requests.
    const hidden = await askOk(t.app(), cast.stranger, course.id, 'On a course gone pending');
    await t.db().updateTable('courses').set({ review_status: 'pending' }).where('id', '=', course.id).execute();
    expect((await meToo(t.app(), cast.member, hidden.request.id)).statusCode).toBe(404);
    expect((await meToo(t.app(), cast.member, 'not-a-uuid')).statusCode).toBe(400);
  });
});
