// The Group reports queue: staff list reports of study group posts, uphold one (the post
// is hidden, members read "Removed by a moderator", every open report of it settled) or dismiss it
// (shown again if it had been hidden); each change is a group event; students may not look.
import { sql } from 'kysely';
import { REVIEW_MESSAGES, REVIEW_PAGE_SIZES, type GroupThreadPage, type Paged, type PostReportReviewItem, type ReviewCounts } from '@lectern/shared-api/contract';
import { createPerson, type Person } from '../helpers/materials.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertGroup, insertReply, insertReport, insertThread } from '../helpers/groups.ts';
import { dataOf, messageOf } from '../helpers/responses.ts';

const ctx = useTestApp();

let owner: Person;
let member: Person;
let spammer: Person;
let moderator: Person;
let admin: Person;
let groupId: string;

const person = (options: Parameters<typeof createPerson>[2] = {}) => createPerson(ctx.app(), ctx.db(), options);

beforeAll(async () => {
  [owner, member, spammer, moderator, admin] = await Promise.all([
    person({ firstName: 'Ola' }),
    person({ firstName: 'Mina' }),
    person({ firstName: 'Sam' }),
    person({ role: 'moderator', firstName: 'Mo' }),
    person({ role: 'admin' }),
  ]);
  groupId = await insertGroup(ctx.db(), { ownerId: owner.id, memberIds: [member.id, spammer.id], name: 'CSC 204 revision', joinPolicy: 'invite' });
});

const get = (who: Person | null, url: string) => ctx.app().inject({ method: 'GET', url: `/api${url}`, headers: who?.session.bearer ?? {} });
const decide = (who: Person | null, id: string, action: 'approved' | 'rejected', comment?: string) =>
  ctx.app().inject({ method: 'POST', url: `/api/review/group-reports/review/${id}`, headers: who?.session.bearer ?? {}, payload: { action, ...(comment ? { comment } : {}) } });

async function reportedReply(body: string) {
  const threadId = await insertThread(ctx.db(), groupId, owner.id, `Thread for ${body}`);
  const replyId = await insertReply(ctx.db(), groupId, threadId, spammer.id, body);
  return { threadId, replyId };
}

const eventsOf = (subjectId: string) => ctx.db().selectFrom('group_events').select(['type', 'thread_id', 'group_id']).where('subject_id', '=', subjectId).orderBy('id').execute();

describe('who may look and decide', () => {
  test('a guest 401, a student (even the group\'s owner) 403, on the list, the counts, a decision and a delete', async () => {
    const { replyId } = await reportedReply('Who may look');
    const reportId = await insertReport(ctx.db(), replyId, member.id);
    for (const [who, status] of [
      [null, 401],
      [owner, 403],
      [member, 403],
    ] as const) {
      expect((await get(who, '/review/group-reports')).statusCode).toBe(status);
      expect((await get(who, '/review/group-reports/count')).statusCode).toBe(status);
      expect((await decide(who, reportId, 'approved')).statusCode).toBe(status);
      expect((await ctx.app().inject({ method: 'DELETE', url: `/api/review/group-reports/${reportId}`, headers: who?.session.bearer ?? {} })).statusCode).toBe(status);
    }
    // A moderator may not delete (admins only); the report is still open.
    expect((await ctx.app().inject({ method: 'DELETE', url: `/api/review/group-reports/${reportId}`, headers: moderator.session.bearer })).statusCode).toBe(403);
    const row = await ctx.db().selectFrom('group_post_reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  test('moderators and admins list pending reports oldest first, 9 a page, with the post as staff need it', async () => {
    const { threadId, replyId } = await reportedReply('Buy essays at example.com');
    const reportId = await insertReport(ctx.db(), replyId, member.id, 'spam', 'An advert');
    const later = await insertReport(ctx.db(), replyId, owner.id, 'abuse');
    // Two inserts may share a timestamp; the second is made a second later so "oldest first" is certain.
    await ctx.db().updateTable('group_post_reports').set({ created_at: sql`created_at + interval '1 second'` }).where('id', '=', later).execute();
    for (const staff of [moderator, admin]) {
      const page = dataOf<Paged<PostReportReviewItem>>(await get(staff, '/review/group-reports?query=essays'));
      expect(page.pagination.limit).toBe(REVIEW_PAGE_SIZES['group-reports']);
      expect(page.data).toHaveLength(2);
      expect(page.data[0]).toEqual({
        id: reportId,
        reason: 'spam',
        text: 'An advert',
        reviewStatus: 'pending',
        createdAt: expect.any(String),
        reporter: { id: member.id, firstName: 'Mina', lastName: 'Obi' },
        openReports: 2,
        post: {
          id: replyId,
          groupId,
          groupName: 'CSC 204 revision',
          threadTitle: 'Thread for Buy essays at example.com',
          threadId,
          isReply: true,
          body: 'Buy essays at example.com',
          author: { id: spammer.id, firstName: 'Sam', lastName: 'Obi' },
          createdAt: expect.any(String),
          hidden: false,
        },
      });
    }
    // The search reads the post, its thread's title and the group's name.
    expect(dataOf<Paged<PostReportReviewItem>>(await get(moderator, '/review/group-reports?query=nothing-like-this')).data).toEqual([]);
    const counts = dataOf<ReviewCounts>(await get(moderator, '/review/group-reports/count'));
    expect(counts.pending).toBeGreaterThanOrEqual(2);
  });
});

describe('deciding', () => {
  test('upheld: the reply is hidden, every open report of it settled, a reply event recorded; members read "Removed by a moderator"', async () => {
    const { threadId, replyId } = await reportedReply('Hide me please');
    const first = await insertReport(ctx.db(), replyId, member.id);
    const second = await insertReport(ctx.db(), replyId, owner.id, 'abuse');
    const res = await decide(moderator, first, 'approved', 'Advertising');
    expect(dataOf<PostReportReviewItem>(res)).toMatchObject({ id: first, reviewStatus: 'approved', openReports: 0, post: { id: replyId, hidden: true, body: 'Hide me please' } });

    const reports = await ctx.db().selectFrom('group_post_reports').select(['id', 'status', 'resolved_by']).where('post_id', '=', replyId).orderBy('created_at').execute();
    expect(reports.map((r) => r.status)).toEqual(['hidden', 'hidden']);
    expect(reports.every((r) => r.resolved_by === moderator.id)).toBe(true);
    expect(await eventsOf(replyId)).toEqual([{ type: 'reply', thread_id: threadId, group_id: groupId }]);

    // The other report was settled with it: deciding it again is 409.
    const again = await decide(admin, second, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(REVIEW_MESSAGES.notPending);

    // The group's member reads the reply as removed (the thread page), its words gone.
    const reply = dataOf<GroupThreadPage>(await get(member, `/groups/${groupId}/threads/${threadId}`)).replies.find((r) => r.id === replyId)!;
    expect(reply).toMatchObject({ removed: true, body: '' });
    // Nobody is sent a notification about it.
    const notices = await ctx.db().selectFrom('notifications').select('id').where('user_id', '=', spammer.id).execute();
    expect(notices).toEqual([]);
  });

  test('a thread upheld: a thread event; its page shows it removed', async () => {
    const threadId = await insertThread(ctx.db(), groupId, spammer.id, 'Cheap essays here');
    const reportId = await insertReport(ctx.db(), threadId, member.id);
    expect((await decide(admin, reportId, 'approved')).statusCode).toBe(200);
    expect(await eventsOf(threadId)).toEqual([{ type: 'thread', thread_id: threadId, group_id: groupId }]);
    const page = dataOf<GroupThreadPage>(await get(member, `/groups/${groupId}/threads/${threadId}`));
    expect(page.thread).toMatchObject({ removed: true, title: '', body: '' });
  });

  test('dismissed: the post stays as it was and no event is recorded', async () => {
    const { replyId } = await reportedReply('Perfectly fine reply');
    const reportId = await insertReport(ctx.db(), replyId, member.id, 'off-topic');
    const res = await decide(moderator, reportId, 'rejected');
    expect(dataOf<PostReportReviewItem>(res)).toMatchObject({ reviewStatus: 'rejected', post: { hidden: false } });
    expect(await eventsOf(replyId)).toEqual([]);
    const rejected = dataOf<Paged<PostReportReviewItem>>(await get(moderator, '/review/group-reports?status=rejected&limit=100'));
    expect(rejected.data.map((r) => r.id)).toContain(reportId);
  });

  test('a later report of a hidden post dismissed: the post is shown again, with its event', async () => {
    const { threadId, replyId } = await reportedReply('Hidden then cleared');
    expect((await decide(moderator, await insertReport(ctx.db(), replyId, member.id), 'approved')).statusCode).toBe(200);
    const later = await insertReport(ctx.db(), replyId, owner.id, 'other', 'Hidden by mistake?');
    const res = await decide(admin, later, 'rejected');
    expect(dataOf<PostReportReviewItem>(res)).toMatchObject({ reviewStatus: 'rejected', post: { hidden: false } });
    expect(await eventsOf(replyId)).toEqual([
      { type: 'reply', thread_id: threadId, group_id: groupId },
      { type: 'reply', thread_id: threadId, group_id: groupId },
    ]);
    const reply = dataOf<GroupThreadPage>(await get(member, `/groups/${groupId}/threads/${threadId}`)).replies.find((r) => r.id === replyId)!;
    expect(reply).toMatchObject({ removed: false, body: 'Hidden then cleared' });
  });

  test('an unknown report: 404; a malformed id: 400; a bad action: 400', async () => {
    expect((await decide(moderator, '00000000-0000-4000-8000-000000000000', 'approved')).statusCode).toBe(404);
    expect((await decide(moderator, 'not-a-uuid', 'approved')).statusCode).toBe(400);
    const { replyId } = await reportedReply('Bad action');
    const reportId = await insertReport(ctx.db(), replyId, member.id);
    const res = await ctx.app().inject({ method: 'POST', url: `/api/review/group-reports/review/${reportId}`, headers: moderator.session.bearer, payload: { action: 'hide' } });
    expect(res.statusCode).toBe(400);
  });

  test('an admin deletes a report for good; it is recorded', async () => {
    const { replyId } = await reportedReply('Delete the report');
    const reportId = await insertReport(ctx.db(), replyId, member.id);
    const res = await ctx.app().inject({ method: 'DELETE', url: `/api/review/group-reports/${reportId}`, headers: admin.session.bearer });
    expect(res.statusCode).toBe(200);
    expect(await ctx.db().selectFrom('group_post_reports').select('id').where('id', '=', reportId).executeTakeFirst()).toBeUndefined();
    const record = await ctx.db().selectFrom('review_actions').select(['kind', 'action', 'item_title']).where('item_id', '=', reportId).execute();
    expect(record).toEqual([{ kind: 'group-report', action: 'deleted', item_title: 'Reply in "Thread for Delete the report": Delete the report' }]);
  });
});
