// The Releases page's one read (GET /releases): every remote's current, previous and candidate
// releases and its recent ones, each with how it does in browsers, and the audit trail.
import { sql, type Kysely } from 'kysely';
import {
  RELEASE_LIMITS,
  REMOTE_NAMES,
  type ClientErrorGroup,
  type ClientErrorKind,
  type ReleaseHealth,
  type ReleasePreview,
  type ReleasesOverview,
  type ReleaseWithHealth,
  type RemoteName,
} from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { allPointers } from './pointers.ts';
import { recentTrail } from './release-trail.ts';
import { findReleases, recentReleases, toRelease, type ReleaseRow } from './releases-repository.ts';

const TRAIL_SHOWN = 50;
const TOP_ERRORS = 5;

async function healthOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, ReleaseHealth>> {
  const health = new Map<string, ReleaseHealth>(ids.map((id) => [id, { views: 0, errors: 0, errorsPer1000: null, topErrors: [] }]));
  if (ids.length === 0) return health;
  const totals = await db
    .selectFrom('release_minutes')
    .select(['release_id', sql<string>`sum(views)`.as('views'), sql<string>`sum(errors)`.as('errors')])
    .where('release_id', 'in', ids)
    .groupBy('release_id')
    .execute();
  for (const row of totals) {
    const views = Number(row.views);
    const errors = Number(row.errors);
    health.set(row.release_id, { views, errors, errorsPer1000: views === 0 ? null : Math.round((errors * 10_000) / views) / 10, topErrors: [] });
  }
  const groups = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('client_error_groups')
        .selectAll()
        .select((inner) => inner.fn.agg<number>('row_number').over((over) => over.partitionBy('release_id').orderBy('count', 'desc').orderBy('fingerprint')).as('rank'))
        .where('release_id', 'in', ids)
        .as('ranked'),
    )
    .selectAll()
    .where('rank', '<=', TOP_ERRORS)
    .orderBy('count', 'desc')
    .execute();
  for (const group of groups) {
    const entry: ClientErrorGroup = {
      fingerprint: group.fingerprint,
      kind: group.kind as ClientErrorKind,
      message: group.message,
      frame: group.frame,
      count: group.count,
      lastSeenAt: new Date(group.last_seen_at).toISOString(),
      path: group.path,
    };
    health.get(group.release_id)?.topErrors.push(entry);
  }
  return health;
}

export async function releasesOverview(
  db: Kysely<Database>,
  { overrides, preview }: { overrides: Partial<Record<RemoteName, string>>; preview: ReleasePreview | null },
): Promise<ReleasesOverview> {
  const pointers = new Map((await allPointers(db)).map((pointer) => [pointer.remote, pointer]));
  const recent = await recentReleases(db, RELEASE_LIMITS.keepRecent);
  const named = [...pointers.values()].flatMap((p) => [p.current_id, p.candidate_id]).filter((id): id is string => id !== null);
  const rows = new Map<string, ReleaseRow>(recent.map((row) => [row.id, row]));
  for (const row of await findReleases(db, named.filter((id) => !rows.has(id)))) rows.set(row.id, row);
  const health = await healthOf(db, [...rows.keys()]);
  const withHealth = (id: string | null): ReleaseWithHealth | null => {
    const row = id ? rows.get(id) : undefined;
    return row ? { ...toRelease(row), health: health.get(row.id)! } : null;
  };
  return {
    remotes: REMOTE_NAMES.map((remote) => {
      const pointer = pointers.get(remote);
      const candidate = withHealth(pointer?.candidate_id ?? null);
      return {
        remote,
        overrideUrl: overrides[remote] ?? null,
        current: withHealth(pointer?.current_id ?? null),
        previous: pointer?.previous_id ?? null,
        candidate: candidate && pointer?.candidate_since ? { release: candidate, percent: pointer.candidate_percent ?? 0, since: new Date(pointer.candidate_since).toISOString() } : null,
        recent: recent.filter((row) => row.remote === remote).map((row) => withHealth(row.id)!),
      };
    }),
    trail: await recentTrail(db, TRAIL_SHOWN),
    preview,
  };
}
