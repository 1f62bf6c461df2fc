// Study sessions as a reader sees them (docs/groups.md): the counts of answers from the
// group's current members (someone who left no longer counts), the reader's own answer, and
// whether the reader may cancel (its scheduler or the group's owner, while a member).
import { sql, type Kysely } from 'kysely';
import { UPCOMING_SESSIONS_MAX, type StudySession } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { COURSE_LINK_COLUMNS, courseLinkOf } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';

/** A group's list: every session not yet ended (soonest first), capped so a list stays a page. */
export const GROUP_SESSIONS_UPCOMING_MAX = 50;
/** Then the most recent ended ones, newest first. */
export const GROUP_SESSIONS_PAST_MAX = 10;

const counted = (answer: 'going' | 'not-going') =>
  sql<number>`(select count(*)::int from study_session_answers a
    inner join study_group_members am on am.group_id = s.group_id and am.user_id = a.user_id
    where a.session_id = s.id and a.answer = ${answer})`;

function selectSessions(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('study_sessions as s')
    .innerJoin('study_groups as g', 'g.id', 's.group_id')
    .leftJoin('courses as c', 'c.id', 'g.course_id')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .leftJoin('study_group_members as me', (join) => join.onRef('me.group_id', '=', 's.group_id').on('me.user_id', '=', viewer.id))
    .leftJoin('study_session_answers as mine', (join) => join.onRef('mine.session_id', '=', 's.id').on('mine.user_id', '=', viewer.id))
    .select([
      's.id',
      's.group_id',
      's.created_by',
      's.title',
      's.starts_at',
      's.ends_at',
      's.location',
      'g.name as group_name',
      ...COURSE_LINK_COLUMNS,
      'u.first_name',
      'u.last_name',
      'me.role as my_role',
      'mine.answer as my_answer',
      counted('going').as('going'),
      counted('not-going').as('not_going'),
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessions>['execute']>>[number];

function toSession(row: SessionRow, viewer: Viewer, siteTimeZone: string): StudySession {
  return {
    id: row.id,
    groupId: row.group_id,
    groupName: row.group_name,
    course: courseLinkOf(row),
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    location: row.location,
    createdBy: row.created_by && row.first_name !== null && row.last_name !== null ? { id: row.created_by, firstName: row.first_name, lastName: row.last_name } : null,
    going: Number(row.going),
    notGoing: Number(row.not_going),
    myAnswer: row.my_answer ?? null,
    // Staff who are not members read only; a former member cancels nothing.
    canCancel: row.my_role !== null && (row.my_role === 'owner' || row.created_by === viewer.id),
    siteTimeZone,
  };
}

/** GET /groups/:id/sessions (access checked by the caller): upcoming first, soonest first; then recent past, newest first. */
export async function listGroupSessions(db: Kysely<Database>, viewer: Viewer, groupId: string, now: Date, siteTimeZone: string): Promise<StudySession[]> {
  const [upcoming, past] = await Promise.all([
    selectSessions(db, viewer).where('s.group_id', '=', groupId).where('s.ends_at', '>', now).orderBy('s.starts_at', 'asc').orderBy('s.id').limit(GROUP_SESSIONS_UPCOMING_MAX).execute(),
    selectSessions(db, viewer).where('s.group_id', '=', groupId).where('s.ends_at', '<=', now).orderBy('s.starts_at', 'desc').orderBy('s.id').limit(GROUP_SESSIONS_PAST_MAX).execute(),
  ]);
  return [...upcoming, ...past].map((row) => toSession(row, viewer, siteTimeZone));
}

/** GET /groups/sessions/upcoming: the next sessions of the viewer's own groups, not yet ended, soonest first. */
export async function upcomingSessionsOf(db: Kysely<Database>, viewer: Viewer, now: Date, siteTimeZone: string): Promise<StudySession[]> {
  const rows = await selectSessions(db, viewer)
    .where('me.user_id', 'is not', null)
    .where('s.ends_at', '>', now)
    .orderBy('s.starts_at', 'asc')
    .orderBy('s.id')
    .limit(UPCOMING_SESSIONS_MAX)
    .execute();
  return rows.map((row) => toSession(row, viewer, siteTimeZone));
}

/** One session of a group as the viewer sees it; null when the group has no such session. */
export async function sessionFor(db: Kysely<Database>, viewer: Viewer, groupId: string, sessionId: string, siteTimeZone: string): Promise<StudySession | null> {
  const row = await selectSessions(db, viewer).where('s.group_id', '=', groupId).where('s.id', '=', sessionId).executeTakeFirst();
  return row ? toSession(row, viewer, siteTimeZone) : null;
}
