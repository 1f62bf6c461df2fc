// The releases the access matrix calls on (docs/releases.md): three builds of the portal
// remote published as they would be, two of them promoted (so a rollback has somewhere to go), one
// left for canaries and previews; and makers of what a call uses up (a running canary, a key).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createDeployKey, promote, startCanary } from '../../src/domain/releases/index.ts';
import { buildTarball, publishDirectly } from '../helpers/release-builds.ts';

export const MATRIX_REMOTE = 'management';
const ACTOR = { label: 'the access matrix' };

export interface ReleaseItems {
  /** A release neither current nor previous: for canaries and previews. */
  candidate: string;
}

export interface ReleaseFresh {
  /** A canary of the candidate, running now (an admin's DELETE ends it). */
  canary(): Promise<void>;
  /** A new release, published, not current. */
  release(): Promise<string>;
  /** A new deploy key's id. */
  deployKey(): Promise<string>;
  /** A new build of the remote, as the publish call sends it. */
  tarball(): Promise<Buffer>;
}

export async function buildReleaseWorld(app: FastifyInstance): Promise<{ items: ReleaseItems; fresh: ReleaseFresh }> {
  const { db, clock } = app.releases.publishing;
  const publish = (marker: string) => publishDirectly(app, MATRIX_REMOTE, ACTOR.label, { marker });
  for (const marker of ['matrix-1', 'matrix-2']) await promote(db, MATRIX_REMOTE, await publish(marker), ACTOR, clock());
  const candidate = await publish('matrix-3');
  await app.releases.changed();
  return {
    items: { candidate },
    fresh: {
      canary: async () => {
        await startCanary(db, MATRIX_REMOTE, candidate, 5, ACTOR, clock());
        await app.releases.changed();
      },
      release: () => publish(`matrix-${randomBytes(4).toString('hex')}`),
      deployKey: async () => (await createDeployKey(db, { remote: MATRIX_REMOTE, name: 'matrix', expiresInDays: 1, createdBy: null }, clock())).deployKey.id,
      tarball: () => buildTarball(MATRIX_REMOTE, { marker: `matrix-${randomBytes(4).toString('hex')}` }),
    },
  };
}
