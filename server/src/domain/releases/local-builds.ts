// The builds `npm start` makes are simply the first releases (docs/releases.md): at start, each
// remote's build on this server's disk (`remote-<name>/dist`) is published (the same build again
// is the release it already is) and becomes current while nobody has promoted or rolled back that
// remote by hand. A site whose teams publish with `npm run release` keeps what they chose.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@lectern/shared-api/contract';
import { FEDERATION_MANIFEST_FILE } from '@lectern/build/artifacts';
import { pointerOf, promote } from './pointers.ts';
import { publishBuild, type PublishDeps } from './publish.ts';
import { readReleaseBuild } from './release-build.ts';
import type { Actor } from './releases-repository.ts';

export const LOCAL_BUILD_ACTOR: Actor = { label: "the server's start (local build)" };

export interface LocalBuildOutcome {
  remote: RemoteName;
  release: string | null;
  /** What happened, for the start's log. */
  note: string;
}

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

export const localBuildDir = (staticRoot: string, remote: RemoteName) => path.join(staticRoot, `remote-${remote}`, 'dist');

async function publishOne(deps: PublishDeps, staticRoot: string, remote: RemoteName): Promise<LocalBuildOutcome> {
  const dir = localBuildDir(staticRoot, remote);
  if (!fs.existsSync(path.join(dir, FEDERATION_MANIFEST_FILE))) return { remote, release: null, note: 'no local build' };
  const build = await readReleaseBuild(remote, dir);
  const { release, created } = await publishBuild(deps, build, LOCAL_BUILD_ACTOR);
  const published = created ? `published release ${release.id}` : `release ${release.id}`;
  const pointer = await pointerOf(deps.db, remote);
  if (pointer?.current_id === release.id) return { remote, release: release.id, note: `${published}, current` };
  if (pointer && !pointer.follows_local_build) return { remote, release: release.id, note: `${published}; not made current (this remote's releases are chosen by hand)` };
  await promote(deps.db, remote, release.id, LOCAL_BUILD_ACTOR, deps.clock(), { byHand: false });
  return { remote, release: release.id, note: `${published}, now current` };
}

/** Publishes every remote's local build; a build that cannot be published is logged, and the start goes on. */
export async function publishLocalBuilds(deps: PublishDeps, staticRoot: string, log: Log): Promise<LocalBuildOutcome[]> {
  const outcomes: LocalBuildOutcome[] = [];
  for (const remote of REMOTE_NAMES) {
    try {
      const outcome = await publishOne(deps, staticRoot, remote);
      if (outcome.release) log.info(`${remote}: ${outcome.note}`);
      outcomes.push(outcome);
    } catch (error) {
      log.warn(`${remote}: the local build could not be published (${error instanceof Error ? error.message : String(error)})`);
      outcomes.push({ remote, release: null, note: 'refused' });
    }
  }
  return outcomes;
}
