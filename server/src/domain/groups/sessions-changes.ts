// Scheduling, cancelling and answering study sessions (docs/groups.md). Members schedule
// and answer; a session's scheduler or the group's owner cancels it. Each change records a
// 'session' group event in its transaction; a new session also notifies every other member there.
// Each answers the change; the caller hands it to afterGroupChange after the commit.
import type { Kysely } from 'kysely';
import {
  SESSION_LENGTH_MAX_HOURS,
  SESSION_MESSAGES as M,
  formatNoticeTime,
  groupSessionsPath,
  isUuid,
  type FieldError,
  type SessionAnswer,
  type SessionInput,
} from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { notifyEach } from '../notifications/index.ts';
import type { Viewer } from '../users/index.ts';
import { checkGroupId, requireGroupMember } from './access.ts';
import { changeIn, type GroupChange } from './after-change.ts';
import { recordGroupEvent } from './events.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A form picks whole minutes: a session set to start "now" may reach the server a little after
 * that minute began, and is not in the past for it.
 */
const START_GRACE_MS = 60 * 1000;

export const sessionNotFound = () => new ApiError(404, 'NOT_FOUND', M.notFound);

/** A malformed group id is a group that does not exist (never a database error). */
/** The times' rules, every broken one at once (the form shows each by its field). */
export function sessionTimeErrors(startsAt: Date, endsAt: Date, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (startsAt.getTime() < now.getTime() - START_GRACE_MS) errors.push({ field: 'startsAt', message: M.inThePast });
  if (endsAt.getTime() <= startsAt.getTime()) errors.push({ field: 'endsAt', message: M.endBeforeStart });
  else if (endsAt.getTime() - startsAt.getTime() > SESSION_LENGTH_MAX_HOURS * HOUR_MS) errors.push({ field: 'endsAt', message: M.tooLong });
  return errors;
}

export interface Scheduled {
  sessionId: string;
  /** The new session's group, with the notifications told to the other members (for their linked chats). */
  change: GroupChange;
}

/**
 * POST /groups/:id/sessions (members). The scheduler answers Going; every other member is told
 * "New study session in <group>" / "<title>, Thursday 16:00 GMT+1", in the site's zone (SITE_TIME_ZONE), named.
 */
export async function scheduleSession(db: Kysely<Database>, viewer: Viewer, groupId: string, input: SessionInput, now: Date, timeZone: string): Promise<Scheduled> {
  checkGroupId(groupId);
  const access = await requireGroupMember(db, viewer, groupId);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const errors = sessionTimeErrors(startsAt, endsAt, now);
  if (errors.length > 0) throw new ApiError(400, 'VALIDATION', errors[0]!.message, errors);

  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('study_sessions')
      .values({ group_id: groupId, created_by: viewer.id, title: input.title, starts_at: startsAt, ends_at: endsAt, location: input.location, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('study_session_answers').values({ session_id: id, user_id: viewer.id, answer: 'going', answered_at: now }).execute();
    await recordGroupEvent(trx, { groupId, type: 'session', subjectId: id });
    const others = await trx.selectFrom('study_group_members').select('user_id').where('group_id', '=', groupId).where('user_id', '!=', viewer.id).execute();
    const notice = {
      type: 'group-session' as const,
      title: M.noticeTitle(access.name),
      body: M.noticeBody(input.title, formatNoticeTime(startsAt.toISOString(), timeZone)),
      link: groupSessionsPath(groupId),
    };
    const notificationIds = await notifyEach(trx, others.map((other) => other.user_id), notice);
    return { sessionId: id, change: changeIn(groupId, notificationIds) };
  });
}

async function sessionOfGroup(db: Kysely<Database>, groupId: string, sessionId: string) {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const row = await db.selectFrom('study_sessions').select(['id', 'created_by', 'ends_at']).where('id', '=', sessionId).where('group_id', '=', groupId).executeTakeFirst();
  if (!row) throw sessionNotFound();
  return row;
}

/** DELETE /groups/:id/sessions/:sessionId: its scheduler or the group's owner (members both). */
export async function cancelSession(db: Kysely<Database>, viewer: Viewer, groupId: string, sessionId: string): Promise<GroupChange> {
  checkGroupId(groupId);
  const access = await requireGroupMember(db, viewer, groupId);
  const session = await sessionOfGroup(db, groupId, sessionId);
  if (session.created_by !== viewer.id && access.role !== 'owner') throw new ApiError(403, 'FORBIDDEN', M.cancelOwnOnly);
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('study_sessions').where('id', '=', sessionId).executeTakeFirst();
    // Cancelled twice at once: the second finds nothing, as if it had never existed.
    if (Number(removed.numDeletedRows) === 0) throw sessionNotFound();
    await recordGroupEvent(trx, { groupId, type: 'session', subjectId: sessionId });
  });
  return changeIn(groupId);
}

/** PUT /groups/:id/sessions/:sessionId/answer (members), until the session ends. */
export async function answerSession(db: Kysely<Database>, viewer: Viewer, groupId: string, sessionId: string, answer: SessionAnswer, now: Date): Promise<GroupChange> {
  checkGroupId(groupId);
  await requireGroupMember(db, viewer, groupId);
  const session = await sessionOfGroup(db, groupId, sessionId);
  if (new Date(session.ends_at).getTime() <= now.getTime()) throw new ApiError(409, 'CONFLICT', M.ended);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('study_session_answers')
      .values({ session_id: sessionId, user_id: viewer.id, answer, answered_at: now })
      .onConflict((oc) => oc.columns(['session_id', 'user_id']).doUpdateSet({ answer, answered_at: now }))
      .execute();
    await recordGroupEvent(trx, { groupId, type: 'session', subjectId: sessionId });
  });
  return changeIn(groupId);
}
