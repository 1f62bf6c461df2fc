// Study sessions: who may read, schedule, answer and cancel; the times' rules; the
// 'session' events; the new-session notice to every other member; and the dashboard's upcoming list.
import { GROUP_MESSAGES, SESSION_MESSAGES as M, SESSION_TITLE_MAX, UPCOMING_SESSIONS_MAX, formatNoticeTime, groupSessionsPath, type Removed, type StudySession } from '@lectern/shared-api/contract';
import { createPerson, type Person } from '../helpers/materials.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertGroup, removeMember } from '../helpers/groups.ts';
import { codeOf, dataOf, errorsOf, messageOf } from '../helpers/responses.ts';

// The university's zone, an hour from UTC, so a notice written in UTC (the server's default) would show.
const ctx = useTestApp({ SITE_TIME_ZONE: 'Europe/London' });
const HOUR = 60 * 60 * 1000;
// The test clock stands at Monday 2026-06-01 09:00 UTC.
const THURSDAY_4PM = '2026-06-04T16:00:00.000Z';
const THURSDAY_6PM = '2026-06-04T18:00:00.000Z';

let owner: Person;
let member: Person;
let other: Person;
let outsider: Person;
let moderator: Person;
let admin: Person;
let openGroup: string;
let inviteGroup: string;

const person = (options: Parameters<typeof createPerson>[2] = {}) => createPerson(ctx.app(), ctx.db(), options);

beforeAll(async () => {
  [owner, member, other, outsider, moderator, admin] = await Promise.all([
    person({ firstName: 'Ola' }),
    person({ firstName: 'Mina' }),
    person({ firstName: 'Tobi' }),
    person({ firstName: 'Uche' }),
    person({ role: 'moderator' }),
    person({ role: 'admin' }),
  ]);
  openGroup = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [member.id, other.id], name: 'CSC 204 revision' });
  inviteGroup = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [member.id], joinPolicy: 'invite', name: 'Secret circle' });
});

const input = (overrides: Record<string, unknown> = {}) => ({ title: 'Past paper practice', startsAt: THURSDAY_4PM, endsAt: THURSDAY_6PM, location: 'Main Library', ...overrides });

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app().inject({ method, url: `/api${url}`, headers: who ? who.session.bearer : {}, ...(payload ? { payload } : {}) });

async function schedule(who: Person, groupId: string, overrides: Record<string, unknown> = {}): Promise<StudySession> {
  return dataOf<StudySession>(await call(who, 'POST', `/groups/${groupId}/sessions`, input(overrides)), 201);
}

describe('who may call', () => {
  test('a guest: 401 on every session route', async () => {
    const session = await schedule(member, openGroup);
    const urls: Array<[string, string, object?]> = [
      ['GET', '/groups/sessions/upcoming'],
      ['GET', `/groups/${openGroup}/sessions`],
      ['POST', `/groups/${openGroup}/sessions`, input()],
      ['DELETE', `/groups/${openGroup}/sessions/${session.id}`],
      ['PUT', `/groups/${openGroup}/sessions/${session.id}/answer`, { answer: 'going' }],
    ];
    for (const [method, url, payload] of urls) {
      expect((await call(null, method as 'GET', url, payload)).statusCode).toBe(401);
    }
  });

  test('someone not in an open group: 403 "Join the group" to read, schedule, answer or cancel', async () => {
    const session = await schedule(member, openGroup);
    for (const res of [
      await call(outsider, 'GET', `/groups/${openGroup}/sessions`),
      await call(outsider, 'POST', `/groups/${openGroup}/sessions`, input()),
      await call(outsider, 'PUT', `/groups/${openGroup}/sessions/${session.id}/answer`, { answer: 'going' }),
      await call(outsider, 'DELETE', `/groups/${openGroup}/sessions/${session.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe(GROUP_MESSAGES.notMember);
    }
  });

  test('someone not in an invite-only group: 404, the same as a group that does not exist, on every route', async () => {
    const session = await schedule(member, inviteGroup);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const groupId of [inviteGroup, missing, 'not-a-uuid']) {
      for (const res of [
        await call(outsider, 'GET', `/groups/${groupId}/sessions`),
        await call(outsider, 'POST', `/groups/${groupId}/sessions`, input()),
        await call(outsider, 'PUT', `/groups/${groupId}/sessions/${session.id}/answer`, { answer: 'going' }),
        await call(outsider, 'DELETE', `/groups/${groupId}/sessions/${session.id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(messageOf(res)).toBe(GROUP_MESSAGES.notFound);
        expect(res.body).not.toContain('Secret circle');
      }
    }
  });

  test('staff read any group\'s sessions, but schedule, answer and cancel nothing', async () => {
    const session = await schedule(member, inviteGroup, { title: 'Staff can see this' });
    for (const staff of [moderator, admin]) {
      const list = dataOf<StudySession[]>(await call(staff, 'GET', `/groups/${inviteGroup}/sessions`));
      const seen = list.find((s) => s.id === session.id)!;
      expect(seen).toMatchObject({ title: 'Staff can see this', canCancel: false, myAnswer: null });
      expect((await call(staff, 'POST', `/groups/${inviteGroup}/sessions`, input())).statusCode).toBe(403);
      expect((await call(staff, 'PUT', `/groups/${inviteGroup}/sessions/${session.id}/answer`, { answer: 'going' })).statusCode).toBe(403);
      expect((await call(staff, 'DELETE', `/groups/${inviteGroup}/sessions/${session.id}`)).statusCode).toBe(403);
    }
  });
});

describe('scheduling', () => {
  test('a member schedules: 201 with the session as they see it, a session event, and every other member told', async () => {
    const res = await call(member, 'POST', `/groups/${openGroup}/sessions`, input({ title: '  Thursday revision  ', location: ' Main Library ' }));
    const session = dataOf<StudySession>(res, 201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(session).toEqual({
      id: expect.any(String),
      groupId: openGroup,
      groupName: 'CSC 204 revision',
      course: null,
      title: 'Thursday revision',
      startsAt: THURSDAY_4PM,
      endsAt: THURSDAY_6PM,
      location: 'Main Library',
      createdBy: { id: member.id, firstName: 'Mina', lastName: 'Obi' },
      going: 1,
      notGoing: 0,
      myAnswer: 'going',
      canCancel: true,
      siteTimeZone: 'Europe/London',
    });

    const event = await ctx.db().selectFrom('group_events').selectAll().where('subject_id', '=', session.id).execute();
    expect(event).toMatchObject([{ group_id: openGroup, type: 'session', thread_id: null }]);

    const notices = await ctx.db().selectFrom('notifications').selectAll().where('type', '=', 'group-session').where('body', 'like', 'Thursday revision,%').execute();
    expect(notices.map((n) => n.user_id).sort()).toEqual([owner.id, other.id].sort());
    for (const notice of notices) {
      expect(notice).toMatchObject({
        title: M.noticeTitle('CSC 204 revision'),
        body: M.noticeBody('Thursday revision', formatNoticeTime(THURSDAY_4PM, 'Europe/London')),
        link: groupSessionsPath(openGroup),
      });
    }
    // The day and time in the site's zone (SITE_TIME_ZONE), named: a chat has no reader's zone.
    expect(notices[0]!.body).toBe('Thursday revision, Thursday 17:00 BST');
  });

  test('the owner schedules too; the owner is not told of their own session', async () => {
    const session = await schedule(owner, openGroup, { title: 'Owner session' });
    const notices = await ctx.db().selectFrom('notifications').select('user_id').where('type', '=', 'group-session').where('body', 'like', 'Owner session,%').execute();
    expect(notices.map((n) => n.user_id).sort()).toEqual([member.id, other.id].sort());
    expect(session.canCancel).toBe(true);
  });

  test.each([
    ['an end before its start', { endsAt: '2026-06-04T15:00:00.000Z' }, 'endsAt', M.endBeforeStart],
    ['an end equal to its start', { endsAt: THURSDAY_4PM }, 'endsAt', M.endBeforeStart],
    ['longer than the most a session may last', { endsAt: new Date(Date.parse(THURSDAY_4PM) + 12 * HOUR + 60_000).toISOString() }, 'endsAt', M.tooLong],
    ['a start in the past', { startsAt: '2026-06-01T07:00:00.000Z', endsAt: '2026-06-01T08:00:00.000Z' }, 'startsAt', M.inThePast],
    ['no title', { title: '   ' }, 'title', M.titleRequired],
    ['a title too long', { title: 'x'.repeat(SESSION_TITLE_MAX + 1) }, 'title', M.titleTooLong],
    ['no place', { location: '' }, 'location', M.locationRequired],
    ['a start that is not a date', { startsAt: 'Thursday at four' }, 'startsAt', M.startRequired],
    ['no end', { endsAt: undefined }, 'endsAt', M.endRequired],
  ])('%s: 400 VALIDATION naming the field, nothing stored', async (_name, overrides, field, message) => {
    const before = await ctx.db().selectFrom('study_sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await call(member, 'POST', `/groups/${openGroup}/sessions`, input(overrides));
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('VALIDATION');
    expect(errorsOf(res)).toContainEqual({ field, message });
    const after = await ctx.db().selectFrom('study_sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('exactly the longest a session may last, starting this minute, is fine', async () => {
    const now = ctx.clock.now().toISOString();
    const session = await schedule(member, openGroup, { startsAt: now, endsAt: new Date(Date.parse(now) + 12 * HOUR).toISOString() });
    expect(session.startsAt).toBe(now);
  });
});

describe('answering', () => {
  test('Going, then Not going: the counts follow, one answer a person, and a session event each time', async () => {
    const session = await schedule(member, openGroup, { title: 'Answer me' });
    const going = await call(other, 'PUT', `/groups/${openGroup}/sessions/${session.id}/answer`, { answer: 'going' });
    expect(dataOf<StudySession>(going)).toMatchObject({ id: session.id, going: 2, notGoing: 0, myAnswer: 'going', canCancel: false });
    const notGoing = await call(other, 'PUT', `/groups/${openGroup}/sessions/${session.id}/answer`, { answer: 'not-going' });
    expect(dataOf<StudySession>(notGoing)).toMatchObject({ going: 1, notGoing: 1, myAnswer: 'not-going' });
    const events = await ctx.db().selectFrom('group_events').select('type').where('subject_id', '=', session.id).execute();
    expect(events).toEqual([{ type: 'session' }, { type: 'session' }, { type: 'session' }]);
  });

  test('a bad answer: 400; an unknown session or one of another group: 404', async () => {
    const session = await schedule(member, openGroup);
    const elsewhere = await schedule(member, inviteGroup);
    expect((await call(other, 'PUT', `/groups/${openGroup}/sessions/${session.id}/answer`, { answer: 'maybe' })).statusCode).toBe(400);
    expect((await call(other, 'PUT', `/groups/${openGroup}/sessions/${session.id}/answer`, {})).statusCode).toBe(400);
    for (const sessionId of [elsewhere.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(member, 'PUT', `/groups/${openGroup}/sessions/${sessionId}/answer`, { answer: 'going' });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(M.notFound);
    }
  });

  test('a session that has ended: 409, answers stay as they were', async () => {
    const { id } = await ctx
      .db()
      .insertInto('study_sessions')
      .values({ group_id: openGroup, created_by: member.id, title: 'Last week', starts_at: new Date('2026-05-25T16:00:00Z'), ends_at: new Date('2026-05-25T18:00:00Z'), location: 'Room 2' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call(other, 'PUT', `/groups/${openGroup}/sessions/${id}/answer`, { answer: 'going' });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(M.ended);
  });

  test('someone who left no longer counts, and cancels nothing they scheduled', async () => {
    const leaver = await person({ firstName: 'Lee' });
    const groupId = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [leaver.id, member.id] });
    const session = await schedule(leaver, groupId, { title: 'Leaver session' });
    dataOf<StudySession>(await call(member, 'PUT', `/groups/${groupId}/sessions/${session.id}/answer`, { answer: 'going' }));
    await removeMember(ctx.db(), groupId, leaver.id);
    const list = dataOf<StudySession[]>(await call(member, 'GET', `/groups/${groupId}/sessions`));
    expect(list[0]).toMatchObject({ id: session.id, going: 1, createdBy: { id: leaver.id } });
    expect((await call(leaver, 'DELETE', `/groups/${groupId}/sessions/${session.id}`)).statusCode).toBe(403);
  });
});

describe('cancelling', () => {
  test('another member cannot cancel someone else\'s session: 403; its scheduler can', async () => {
    const session = await schedule(member, openGroup, { title: 'Mine to cancel' });
    const refused = await call(other, 'DELETE', `/groups/${openGroup}/sessions/${session.id}`);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(M.cancelOwnOnly);
    const res = await call(member, 'DELETE', `/groups/${openGroup}/sessions/${session.id}`);
    expect(dataOf<Removed>(res)).toEqual({ id: session.id });
    expect(await ctx.db().selectFrom('study_sessions').select('id').where('id', '=', session.id).executeTakeFirst()).toBeUndefined();
    // Scheduled and cancelled: two session events.
    expect(await ctx.db().selectFrom('group_events').select('type').where('subject_id', '=', session.id).execute()).toHaveLength(2);
    expect((await call(member, 'DELETE', `/groups/${openGroup}/sessions/${session.id}`)).statusCode).toBe(404);
  });

  test('the group\'s owner cancels any session of it', async () => {
    const session = await schedule(other, openGroup, { title: 'Owner cancels this' });
    const list = dataOf<StudySession[]>(await call(owner, 'GET', `/groups/${openGroup}/sessions`));
    expect(list.find((s) => s.id === session.id)?.canCancel).toBe(true);
    expect((await call(owner, 'DELETE', `/groups/${openGroup}/sessions/${session.id}`)).statusCode).toBe(200);
  });
});

describe('lists', () => {
  test('a group\'s list: not yet ended soonest first, then past ones newest first', async () => {
    const groupId = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [member.id] });
    const later = await schedule(member, groupId, { title: 'Later', startsAt: '2026-06-10T10:00:00Z', endsAt: '2026-06-10T11:00:00Z' });
    const sooner = await schedule(member, groupId, { title: 'Sooner', startsAt: '2026-06-02T10:00:00Z', endsAt: '2026-06-02T11:00:00Z' });
    const past = (title: string, day: string) =>
      ctx
        .db()
        .insertInto('study_sessions')
        .values({ group_id: groupId, created_by: member.id, title, starts_at: new Date(`${day}T10:00:00Z`), ends_at: new Date(`${day}T11:00:00Z`), location: 'Room 1' })
        .execute();
    await past('Long ago', '2026-05-01');
    await past('Last week', '2026-05-25');
    const list = dataOf<StudySession[]>(await call(member, 'GET', `/groups/${groupId}/sessions`));
    expect(list.map((s) => s.title)).toEqual(['Sooner', 'Later', 'Last week', 'Long ago']);
    expect(list.map((s) => s.id).slice(0, 2)).toEqual([sooner.id, later.id]);
  });

  test('upcoming: my groups\' next sessions, not ended, soonest first, at most the dashboard\'s number; not other groups\'', async () => {
    const newcomer = await person({ firstName: 'Nia' });
    const mine = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [newcomer.id], name: 'Mine' });
    const notMine = await insertGroup(ctx.db(), { ownerId: owner.id, name: 'Not mine' });
    await schedule(owner, notMine, { title: 'Not for me', startsAt: '2026-06-01T10:00:00Z', endsAt: '2026-06-01T11:00:00Z' });
    const titles: string[] = [];
    for (let day = UPCOMING_SESSIONS_MAX + 2; day >= 2; day -= 1) {
      const title = `Day ${day}`;
      titles.unshift(title);
      await schedule(owner, mine, { title, startsAt: `2026-06-0${day}T10:00:00Z`, endsAt: `2026-06-0${day}T11:00:00Z` });
    }
    // The static path wins over the group page's /groups/:id, registered beside it.
    expect(ctx.app().hasRoute({ method: 'GET', url: '/api/groups/:id' })).toBe(true);
    const res = await call(newcomer, 'GET', '/groups/sessions/upcoming');
    const upcoming = dataOf<StudySession[]>(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(upcoming.map((s) => s.title)).toEqual(titles.slice(0, UPCOMING_SESSIONS_MAX));
    expect(upcoming[0]).toMatchObject({ groupName: 'Mine', myAnswer: null, canCancel: false });
    // Staff see their own groups' only (none here), never everyone's.
    expect(dataOf<StudySession[]>(await call(moderator, 'GET', '/groups/sessions/upcoming'))).toEqual([]);
  });

  test('upcoming holds a session under way until it ends', async () => {
    const groupId = await insertGroup(ctx.db(), { ownerId: outsider.id });
    await ctx
      .db()
      .insertInto('study_sessions')
      .values({ group_id: groupId, created_by: outsider.id, title: 'Under way', starts_at: new Date('2026-06-01T08:00:00Z'), ends_at: new Date('2026-06-01T10:00:00Z'), location: 'Lab' })
      .execute();
    const upcoming = dataOf<StudySession[]>(await call(outsider, 'GET', '/groups/sessions/upcoming'));
    expect(upcoming.map((s) => s.title)).toEqual(['Under way']);
  });
});
