// The live hub's SQL (docs/groups.md "Live updates"): a group's events after a point, the newest
// event of all, whether an event is still kept, who of a group's stream holders still belongs, and
// the daily clean-up. Ids are bigserial strings; the hub compares them as bigints.
import type { GroupEvent } from '@lectern/shared-api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface EventRow extends GroupEvent {
  /** The id as a number, for ordering and comparing (`id` is its string: PGlite answers a bigint as a number, pg as a string). */
  seq: bigint;
}

export async function groupEventsAfter(
  db: Kysely<Database>,
  groupId: string,
  options: { after: bigint; floor?: bigint; lateMs?: number; limit?: number },
): Promise<EventRow[]> {
  let query = db
    .selectFrom('group_events')
    .select(['id', 'type', 'thread_id', 'subject_id'])
    .where('group_id', '=', groupId)
    .orderBy('id');
  if (options.lateMs !== undefined && options.floor !== undefined) {
    // Rows committed late (an id taken before another's, committed after it) are still read for a
    // moment. created_at is the database's clock, so the moment is measured by it too.
    const { lateMs, floor, after } = options;
    query = query
      .where('id', '>', String(floor))
      .where((eb) => eb.or([eb('id', '>', String(after)), eb('created_at', '>', sql<Date>`now() - make_interval(secs => ${lateMs / 1000})`)]));
  } else {
    query = query.where('id', '>', String(options.after));
  }
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ id: String(row.id), seq: BigInt(row.id), type: row.type, threadId: row.thread_id, subjectId: row.subject_id }));
}

export interface EventBounds {
  /** The newest event's id of all groups: a fresh stream's starting point. */
  latest: bigint;
  /** The lowest id a client may resume from: everything after it is still kept. */
  floor: bigint;
}

/**
 * Where events stand now. Old events are deleted as a prefix of the ids (deleteOldGroupEvents), so
 * a client whose last id is at least the oldest kept one less one has missed nothing that is gone.
 * With none kept, the sequence's last id is both bounds (0 before the first event ever).
 */
export async function eventBounds(db: Kysely<Database>): Promise<EventBounds> {
  const row = await db.selectFrom('group_events').select([sql<string | null>`min(id)`.as('min'), sql<string | null>`max(id)`.as('max')]).executeTakeFirst();
  if (row?.min != null && row.max != null) return { latest: BigInt(row.max), floor: BigInt(row.min) - 1n };
  const sequence = await sql<{ last: string | null }>`select case when is_called then last_value else 0 end::text as last from group_events_id_seq`.execute(db);
  const last = BigInt(sequence.rows[0]?.last ?? '0');
  return { latest: last, floor: last };
}

/**
 * Of `userIds`, those who are members of the group now; null when the group no longer exists.
 */
export async function membersAmong(db: Kysely<Database>, groupId: string, userIds: string[]): Promise<Set<string> | null> {
  const rows = await db
    .selectFrom('study_groups as g')
    .leftJoin('study_group_members as m', (join) =>
      join.onRef('m.group_id', '=', 'g.id').on('m.user_id', 'in', userIds.length > 0 ? userIds : ['00000000-0000-0000-0000-000000000000']),
    )
    .select('m.user_id')
    .where('g.id', '=', groupId)
    .execute();
  if (rows.length === 0) return null;
  return new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])));
}

/**
 * Deletes the events older than `keptMs`, as a prefix of the ids (everything up to the newest old
 * one), so a kept event always has every later event of its group kept too. Uses the created_at
 * index for the boundary and the primary key for the delete; returns how many went. Age is by the
 * database's clock, which wrote created_at (a test's clock moved ahead must not delete fresh rows).
 */
export async function deleteOldGroupEvents(db: Kysely<Database>, keptMs: number): Promise<number> {
  const boundary = await db
    .selectFrom('group_events')
    .select('id')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${keptMs / 1000})`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!boundary) return 0;
  const result = await db.deleteFrom('group_events').where('id', '<=', boundary.id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
