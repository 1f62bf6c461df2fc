// Sessions and moderators' decisions reach a member's open group stream: each change's
// event is recorded in its transaction and the group announced after the commit, so the stream
// carries it without the client asking again.
import type { StudySession } from '@lectern/shared-api/contract';
import { createPerson, type Person } from '../helpers/materials.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { cookieOf, listen, openStream, type EventStream } from './live-helpers.ts';
import { insertGroup, insertReply, insertReport, insertThread } from '../helpers/groups.ts';

const ctx = useTestApp();
const streams: EventStream[] = [];
let base: string;

let owner: Person;
let member: Person;
let moderator: Person;
let groupId: string;

const person = (options: Parameters<typeof createPerson>[2] = {}) => createPerson(ctx.app(), ctx.db(), options);

beforeAll(async () => {
  base = await listen(ctx.app());
  [owner, member, moderator] = await Promise.all([person(), person(), person({ role: 'moderator' })]);
  groupId = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [member.id] });
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function memberStream(): Promise<EventStream> {
  const stream = await openStream(`${base}/api/groups/${groupId}/events`, cookieOf(member.session.token));
  streams.push(stream);
  expect(stream.status).toBe(200);
  // The stream has said where it starts: it is registered with the hub.
  await stream.until((frames) => frames.length > 0);
  return stream;
}

const sees = (stream: EventStream, type: string, subjectId: string) => stream.until(() => stream.events().some((event) => event.type === type && event.subjectId === subjectId));

test('scheduling, answering and cancelling a session each reach an open stream', async () => {
  const stream = await memberStream();
  const res = await ctx.app().inject({
    method: 'POST',
    url: `/api/groups/${groupId}/sessions`,
    headers: owner.session.bearer,
    payload: { title: 'Live revision', startsAt: '2026-06-04T16:00:00Z', endsAt: '2026-06-04T18:00:00Z', location: 'Main Library' },
  });
  const session = dataOf<StudySession>(res, 201);
  await sees(stream, 'session', session.id);

  const before = stream.events().length;
  await ctx.app().inject({ method: 'PUT', url: `/api/groups/${groupId}/sessions/${session.id}/answer`, headers: member.session.bearer, payload: { answer: 'going' } });
  await stream.until(() => stream.events().length > before);
  const cancelled = stream.events().length;
  expect((await ctx.app().inject({ method: 'DELETE', url: `/api/groups/${groupId}/sessions/${session.id}`, headers: owner.session.bearer })).statusCode).toBe(200);
  await stream.until(() => stream.events().length > cancelled);
  expect(stream.events().slice(-3).map((event) => [event.type, event.subjectId])).toEqual([
    ['session', session.id],
    ['session', session.id],
    ['session', session.id],
  ]);
});

test('a reply a moderator hides reaches an open stream as a reply event of its thread', async () => {
  const threadId = await insertThread(ctx.db(), groupId, member.id);
  const replyId = await insertReply(ctx.db(), groupId, threadId, owner.id);
  const reportId = await insertReport(ctx.db(), replyId, member.id);
  const stream = await memberStream();
  const res = await ctx.app().inject({ method: 'POST', url: `/api/review/group-reports/review/${reportId}`, headers: moderator.session.bearer, payload: { action: 'approved' } });
  expect(res.statusCode).toBe(200);
  await sees(stream, 'reply', replyId);
  expect(stream.events().find((event) => event.subjectId === replyId)).toMatchObject({ type: 'reply', threadId });
});
