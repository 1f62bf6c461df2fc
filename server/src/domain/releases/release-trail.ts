// The audit trail: every publish, promote, rollback and canary change, by whom and when.
import type { Kysely } from 'kysely';
import type { ReleaseAction, ReleaseEvent, RemoteName } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor } from './releases-repository.ts';

export interface TrailEntry {
  remote: RemoteName;
  action: ReleaseAction;
  release: string | null;
  from?: string | null;
  percent?: number | null;
  detail?: string | null;
}

export async function recordEvent(db: Kysely<Database>, entry: TrailEntry, actor: Actor, now: Date): Promise<void> {
  await db
    .insertInto('release_events')
    .values({
      remote: entry.remote,
      action: entry.action,
      release_id: entry.release,
      from_release_id: entry.from ?? null,
      percent: entry.percent ?? null,
      actor_user: actor.userId ?? null,
      actor_key: actor.keyId ?? null,
      actor_label: actor.label,
      detail: entry.detail ?? null,
      at: now,
    })
    .execute();
}

/**
 * The newest entries first, by id: a change waits for the remote's pointer lock before it writes
 * its entry, so ids follow the order changes took effect (two requests' clocks may not).
 */
export async function recentTrail(db: Kysely<Database>, limit: number): Promise<ReleaseEvent[]> {
  const rows = await db.selectFrom('release_events').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: String(row.id),
    remote: row.remote as RemoteName,
    action: row.action as ReleaseAction,
    release: row.release_id,
    from: row.from_release_id,
    percent: row.percent,
    by: row.actor_label,
    detail: row.detail,
    at: new Date(row.at).toISOString(),
  }));
}
