// The release rows and their mapping to the contract: every statement on `releases` lives here.
import type { Kysely, Selectable } from 'kysely';
import type { Release, RemoteName } from '@lectern/shared-api/contract';
import type { Database, ReleaseTable } from '../../platform/db/schema.ts';
import type { ReleaseBuild } from './release-build.ts';

export type ReleaseRow = Selectable<ReleaseTable>;

/** Who did something to a release: a person (admin), a deploy key, or the server itself. */
export interface Actor {
  userId?: string;
  keyId?: string;
  /** What the trail shows: the person's name, "key <name>", "the server's start (local build)". */
  label: string;
}

export function toRelease(row: ReleaseRow): Release {
  return {
    id: row.id,
    remote: row.remote as RemoteName,
    version: row.version,
    commit: row.commit,
    contractVersion: row.contract_version,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by_label,
    fileCount: row.file_count,
    bytes: Number(row.bytes),
    manifestDigest: row.manifest_digest,
    shared: Object.fromEntries(row.shared.map((pkg) => [pkg.name, pkg.required])),
    pruned: row.pruned_at !== null,
  };
}

export function findRelease(db: Kysely<Database>, id: string): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReleaseByDigest(db: Kysely<Database>, remote: RemoteName, digest: string): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('remote', '=', remote).where('digest', '=', digest).executeTakeFirst();
}

export function findReleases(db: Kysely<Database>, ids: readonly string[]): Promise<ReleaseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('releases').selectAll().where('id', 'in', ids).execute();
}

/** The newest releases of each remote, at most `perRemote` each. */
export function recentReleases(db: Kysely<Database>, perRemote: number): Promise<ReleaseRow[]> {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('releases')
        .selectAll()
        .select((inner) => inner.fn.agg<number>('row_number').over((over) => over.partitionBy('remote').orderBy('created_at', 'desc').orderBy('id', 'desc')).as('rank'))
        .as('ranked'),
    )
    .selectAll()
    .where('rank', '<=', perRemote)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute() as Promise<ReleaseRow[]>;
}

/** Stores the row of a build whose files are in place; a row of the same build already there wins (two publishing at once). */
export async function insertRelease(db: Kysely<Database>, build: ReleaseBuild, actor: Actor, now: Date): Promise<{ row: ReleaseRow; created: boolean }> {
  const inserted = await db
    .insertInto('releases')
    .values({
      id: build.id,
      remote: build.remote,
      digest: build.digest,
      version: build.version,
      commit: build.commit,
      contract_version: build.contractVersion,
      manifest_digest: build.manifestDigest,
      shared: JSON.stringify(build.shared),
      file_count: build.files.length,
      bytes: build.bytes,
      files: JSON.stringify(build.files.map((file) => [file.path, file.size])),
      created_at: now,
      created_by_user: actor.userId ?? null,
      created_by_key: actor.keyId ?? null,
      created_by_label: actor.label,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await findRelease(db, build.id);
  if (!existing) throw new Error(`release ${build.id} neither inserted nor found`);
  return { row: existing, created: false };
}

/** Its files are back (the same build published again after the retention job deleted them). */
export async function markRestored(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('releases').set({ pruned_at: null }).where('id', '=', id).execute();
}

/** It stopped being current or candidate now: its files stay at least RELEASE_LIMITS.keepDays from here. */
export async function markNoLongerLive(db: Kysely<Database>, ids: ReadonlyArray<string | null>, now: Date): Promise<void> {
  const live = ids.filter((id): id is string => id !== null);
  if (live.length > 0) await db.updateTable('releases').set({ last_live_at: now }).where('id', 'in', live).execute();
}
