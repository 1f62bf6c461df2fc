// Publishing a build as a release: the compatibility gate first (nothing is stored for a refused
// build), then its files under `releases/<remote>/<id>/`, then its row and the trail's entry. The
// same build again answers the release it already is (its files put back if the retention job
// had deleted them). The files go before the row: a row always has its files.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { RELEASE_MESSAGES as M, type RemoteName } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { FileTree } from '../../platform/storage/file-tree.ts';
import { assertCompatible, remoteProviderLabel, type SharedProvider } from './compatibility.ts';
import { allPointers } from './pointers.ts';
import { ReleaseRefusedError, type ReleaseBuild } from './release-build.ts';
import { recordEvent } from './release-trail.ts';
import { findReleaseByDigest, findReleases, insertRelease, markRestored, type Actor, type ReleaseRow } from './releases-repository.ts';

/** Files stored at once: a bucket answers each PUT in tens of milliseconds. */
const PUTS_AT_ONCE = 8;

export const releasePrefix = (remote: RemoteName, id: string) => `releases/${remote}/${id}`;

export interface PublishDeps {
  db: Kysely<Database>;
  tree: FileTree;
  clock: () => Date;
  /** The shared packages the shell on this server provides (its mf-manifest.json), or null when it is not built. */
  shellShared(): Promise<SharedProvider['shared'] | null>;
}

export interface Published {
  release: ReleaseRow;
  /** False: the same build had been published before. */
  created: boolean;
}

async function storeFiles(tree: FileTree, build: ReleaseBuild): Promise<void> {
  const queue = [...build.files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = path.join(build.dir, file.path);
      await tree.put(`${releasePrefix(build.remote, build.id)}/${file.path}`, fs.createReadStream(source), file.size);
    }
  };
  await Promise.all(Array.from({ length: PUTS_AT_ONCE }, worker));
}

/** The current releases of the other remotes, as providers of the singletons the shell does not provide. */
async function otherRemotes(db: Kysely<Database>, remote: RemoteName): Promise<SharedProvider[]> {
  const pointers = await allPointers(db);
  const ids = pointers.filter((p) => p.remote !== remote && p.current_id).map((p) => p.current_id!);
  const rows = await findReleases(db, ids);
  return rows.map((row) => ({ label: remoteProviderLabel(row.remote as RemoteName), shared: row.shared }));
}

export async function publishBuild(deps: PublishDeps, build: ReleaseBuild, actor: Actor): Promise<Published> {
  const existing = await findReleaseByDigest(deps.db, build.remote, build.digest);
  if (existing && !existing.pruned_at) return { release: existing, created: false };
  const shell = await deps.shellShared();
  if (!shell) throw new ReleaseRefusedError(M.shellNotBuilt);
  assertCompatible(build.shared, build.contractVersion, { label: 'the shell', shared: shell }, await otherRemotes(deps.db, build.remote));
  await storeFiles(deps.tree, build);
  if (existing) {
    await markRestored(deps.db, existing.id);
    return { release: { ...existing, pruned_at: null }, created: false };
  }
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const { row, created } = await insertRelease(trx, build, actor, now);
    if (created) await recordEvent(trx, { remote: build.remote, action: 'publish', release: row.id }, actor, now);
    return { release: row, created };
  });
}
