// One release operation run with the domain's own functions on a database this process holds:
// what `npm run release` does when it opens the site's database itself, and what the running
// server does when the command asks it over the control socket (the embedded database is open
// in that server only). The caller tells its own server to read the pointers again when
// `changed` (the PostgreSQL trigger tells every other server).
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { RemoteName } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { endCanary, findRelease, pointerOf, promote, publishBuild, readReleaseBuild, rollback, startCanary, toRelease, type Actor, type Releases } from '../../domain/releases/index.ts';
import type { ReleaseOperation, ReleaseOutcome, RemoteState } from './operation.ts';

export interface LocalReleaseDeps {
  db: Kysely<Database>;
  /** The database, the file tree, the clock and the shell's shared packages, as the server publishes. */
  publishing: Releases['publishing'];
  /** REMOTE_<NAME>_URL of this site's config. */
  overrides: Partial<Record<RemoteName, string>>;
}

/** Who the trail names for a run on this machine: the command, the account and the host. */
export const localActorLabel = () => `npm run release (${os.userInfo().username}@${os.hostname()})`;

async function stateOf(deps: LocalReleaseDeps, remote: RemoteName): Promise<RemoteState> {
  const pointer = await pointerOf(deps.db, remote);
  const current = pointer?.current_id ? await findRelease(deps.db, pointer.current_id) : undefined;
  const release = current ? toRelease(current) : null;
  return {
    current: release && { id: release.id, version: release.version, commit: release.commit, createdBy: release.createdBy, createdAt: release.createdAt },
    previous: pointer?.previous_id ?? null,
    candidate: pointer?.candidate_id ? { id: pointer.candidate_id, percent: pointer.candidate_percent ?? 0 } : null,
    overrideUrl: deps.overrides[remote] ?? null,
  };
}

/** Runs `op`; a refusal is thrown as the domain throws it (ReleaseRefusedError, ApiError), its message the one people read. */
export async function runRelease(deps: LocalReleaseDeps, op: ReleaseOperation, actor: Actor): Promise<ReleaseOutcome> {
  const { db } = deps;
  const { remote } = op;
  const now = () => deps.publishing.clock();
  const before = await stateOf(deps, remote);
  let published: ReleaseOutcome['published'] = null;
  let alreadyCurrent = false;
  switch (op.action) {
    case 'publish': {
      const build = await readReleaseBuild(remote, op.dir);
      const { release, created } = await publishBuild(deps.publishing, build, actor);
      published = { id: release.id, created, fileCount: release.file_count, bytes: Number(release.bytes) };
      // The same build shipped twice is a success that changes nothing, not a refusal.
      alreadyCurrent = op.then.kind === 'promote' && before.current?.id === release.id;
      if (op.then.kind === 'promote' && !alreadyCurrent) await promote(db, remote, release.id, actor, now());
      if (op.then.kind === 'canary') await startCanary(db, remote, release.id, op.then.percent, actor, now());
      break;
    }
    case 'promote':
      await promote(db, remote, op.release, actor, now());
      break;
    case 'rollback':
      await rollback(db, remote, actor, now());
      break;
    case 'end-canary':
      await endCanary(db, remote, actor, now());
      break;
    case 'status':
      break;
  }
  const changed = op.action !== 'status' && !(op.action === 'publish' && (op.then.kind === 'none' || alreadyCurrent));
  return {
    remote,
    published,
    was: before.current?.id ?? null,
    endedCanary: op.action === 'end-canary' ? (before.candidate?.id ?? null) : null,
    alreadyCurrent,
    state: await stateOf(deps, remote),
    changed,
  };
}
