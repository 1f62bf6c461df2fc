// Which release each remote serves: the current one, the one a rollback goes back to, and a
// candidate served to a share of people (a canary). Every change locks the remote's pointer row,
// so two changes at once run one after the other (the trail shows both, in order), and records
// itself in the trail in the same transaction. The database announces the change to every server
// (the trigger of migration 20270201000000_releases); this process is told by the caller.
import type { Kysely, Selectable } from 'kysely';
import { RELEASE_MESSAGES as M, type RemoteName } from '@lectern/shared-api/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Database, ReleasePointerTable } from '../../platform/db/schema.ts';
import { findRelease, markNoLongerLive, type Actor, type ReleaseRow } from './releases-repository.ts';
import { recordEvent } from './release-trail.ts';

export type PointerRow = Selectable<ReleasePointerTable>;

/** The remote's pointer row, locked for this transaction (created empty the first time). */
async function lockPointer(trx: Kysely<Database>, remote: RemoteName): Promise<PointerRow> {
  await trx.insertInto('release_pointers').values({ remote }).onConflict((oc) => oc.doNothing()).execute();
  return trx.selectFrom('release_pointers').selectAll().where('remote', '=', remote).forUpdate().executeTakeFirstOrThrow();
}

/** A release of this remote whose files are still there, or the refusal people read. */
async function servable(trx: Kysely<Database>, remote: RemoteName, id: string): Promise<ReleaseRow> {
  const release = await findRelease(trx, id);
  if (!release || release.remote !== remote) throw new ApiError(404, 'NOT_FOUND', M.unknownRelease);
  if (release.pruned_at) throw new ApiError(409, 'CONFLICT', M.releasePruned);
  return release;
}

type PointerChange = Partial<Omit<PointerRow, 'remote' | 'updated_at'>>;

async function update(trx: Kysely<Database>, remote: RemoteName, change: PointerChange, now: Date): Promise<void> {
  await trx.updateTable('release_pointers').set({ ...change, updated_at: now }).where('remote', '=', remote).execute();
}

const withoutCanary: PointerChange = { candidate_id: null, candidate_percent: null, candidate_since: null };

/**
 * Makes `id` the current release. `byHand` false is the server's start serving its local build:
 * the remote keeps following local builds; any other promote stops that.
 */
export async function promote(db: Kysely<Database>, remote: RemoteName, id: string, actor: Actor, now: Date, { byHand = true } = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pointer = await lockPointer(trx, remote);
    await servable(trx, remote, id);
    if (pointer.current_id === id) throw new ApiError(409, 'CONFLICT', M.alreadyCurrent);
    // Promoting the canary ends it: it is what everyone gets now.
    const endsCanary = pointer.candidate_id === id;
    await update(trx, remote, { current_id: id, previous_id: pointer.current_id, ...(endsCanary ? withoutCanary : {}), ...(byHand ? { follows_local_build: false } : {}) }, now);
    await markNoLongerLive(trx, [pointer.current_id], now);
    await recordEvent(trx, { remote, action: 'promote', release: id, from: pointer.current_id }, actor, now);
  });
}

/** Goes back to the release that was current before this one (a second rollback undoes the first). */
export async function rollback(db: Kysely<Database>, remote: RemoteName, actor: Actor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pointer = await lockPointer(trx, remote);
    if (!pointer.previous_id || !pointer.current_id) throw new ApiError(409, 'CONFLICT', M.nothingToRollBack);
    const target = await findRelease(trx, pointer.previous_id);
    if (!target || target.pruned_at) throw new ApiError(409, 'CONFLICT', M.nothingToRollBack);
    const endsCanary = pointer.candidate_id === target.id;
    await update(trx, remote, { current_id: target.id, previous_id: pointer.current_id, follows_local_build: false, ...(endsCanary ? withoutCanary : {}) }, now);
    await markNoLongerLive(trx, [pointer.current_id], now);
    await recordEvent(trx, { remote, action: 'rollback', release: target.id, from: pointer.current_id }, actor, now);
  });
}

/** Serves `id` to `percent` of people; a canary already running is replaced (the same release only changes its share). */
export async function startCanary(db: Kysely<Database>, remote: RemoteName, id: string, percent: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pointer = await lockPointer(trx, remote);
    await servable(trx, remote, id);
    if (pointer.current_id === id) throw new ApiError(409, 'CONFLICT', M.canaryIsCurrent);
    const sameRelease = pointer.candidate_id === id;
    // A new candidate is judged from now; the same one at a new share keeps its history.
    await update(trx, remote, { candidate_id: id, candidate_percent: percent, candidate_since: sameRelease ? pointer.candidate_since : now }, now);
    if (!sameRelease) await markNoLongerLive(trx, [pointer.candidate_id], now);
    await recordEvent(trx, { remote, action: 'canary-start', release: id, percent }, actor, now);
  });
}

/**
 * Stops serving the candidate. `expected` (the automatic withdrawal) ends it only if it is still
 * that release: another server may have judged it first, or an admin changed it meanwhile; what
 * the withdrawal tells people is written in the same transaction (`alsoInTransaction`).
 * Answers whether a canary was ended.
 */
export async function endCanary(
  db: Kysely<Database>,
  remote: RemoteName,
  actor: Actor,
  now: Date,
  { expected, detail, alsoInTransaction }: { expected?: string; detail?: string; alsoInTransaction?: (trx: Kysely<Database>) => Promise<void> } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const pointer = await lockPointer(trx, remote);
    if (!pointer.candidate_id || (expected !== undefined && pointer.candidate_id !== expected)) {
      if (expected !== undefined) return false;
      throw new ApiError(409, 'CONFLICT', M.noCanary);
    }
    await update(trx, remote, withoutCanary, now);
    await markNoLongerLive(trx, [pointer.candidate_id], now);
    await recordEvent(trx, { remote, action: expected ? 'canary-withdrawn' : 'canary-end', release: pointer.candidate_id, detail }, actor, now);
    await alsoInTransaction?.(trx);
    return true;
  });
}

export function allPointers(db: Kysely<Database>): Promise<PointerRow[]> {
  return db.selectFrom('release_pointers').selectAll().execute();
}

export function pointerOf(db: Kysely<Database>, remote: RemoteName): Promise<PointerRow | undefined> {
  return db.selectFrom('release_pointers').selectAll().where('remote', '=', remote).executeTakeFirst();
}
