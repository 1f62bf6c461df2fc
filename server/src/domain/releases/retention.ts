// Old builds keep working (docs/releases.md, "Skew"): a tab that loaded a release keeps loading its
// chunks after another is promoted. So a release's files stay for RELEASE_LIMITS.keepDays after it
// was last current or candidate, the RELEASE_LIMITS.keepRecent newest of each remote always stay,
// and the current, previous (a rollback's target) and candidate releases never go. Past that,
// housekeeping deletes the files; the row stays for the trail, marked pruned.
import { sql, type Kysely } from 'kysely';
import { RELEASE_LIMITS } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { FileTree } from '../../platform/storage/file-tree.ts';
import { releasePrefix } from './publish.ts';
import type { RemoteName } from '@lectern/shared-api/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Releases whose files may go now, oldest first. */
export async function releasesPastKeeping(db: Kysely<Database>, now: Date): Promise<Array<{ id: string; remote: RemoteName }>> {
  const cutoff = new Date(now.getTime() - RELEASE_LIMITS.keepDays * DAY_MS);
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('releases')
        .select(['id', 'remote', 'created_at', 'last_live_at', 'pruned_at'])
        .select((inner) => inner.fn.agg<number>('row_number').over((over) => over.partitionBy('remote').orderBy('created_at', 'desc').orderBy('id', 'desc')).as('rank'))
        .as('ranked'),
    )
    .select(['id', 'remote'])
    .where('pruned_at', 'is', null)
    .where('rank', '>', RELEASE_LIMITS.keepRecent)
    .where(sql<boolean>`coalesce(last_live_at, created_at) < ${cutoff}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('release_pointers')
            .select('remote')
            .where((eb) => eb.or([eb('current_id', '=', eb.ref('ranked.id')), eb('previous_id', '=', eb.ref('ranked.id')), eb('candidate_id', '=', eb.ref('ranked.id'))])),
        ),
      ),
    )
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, remote: row.remote as RemoteName }));
}

/** Deletes the files of every release past keeping; answers how many went. A failure leaves that release for the next run. */
export async function pruneReleases(db: Kysely<Database>, tree: FileTree, now: Date): Promise<number> {
  let pruned = 0;
  for (const { id, remote } of await releasesPastKeeping(db, now)) {
    // Marked first: a page choosing it now finds it gone rather than half there.
    await db.updateTable('releases').set({ pruned_at: now }).where('id', '=', id).where('pruned_at', 'is', null).execute();
    await tree.removeTree(releasePrefix(remote, id));
    pruned += 1;
  }
  return pruned;
}
