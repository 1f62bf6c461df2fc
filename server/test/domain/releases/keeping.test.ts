import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_LIMITS } from '@lectern/shared-api/contract';
import {
  endCanary,
  LOCAL_BUILD_ACTOR,
  localBuildDir,
  promote,
  pruneReleases,
  publishBuild,
  publishLocalBuilds,
  readReleaseBuild,
  releasePrefix,
  startCanary,
  type Actor,
} from '../../../src/domain/releases/index.ts';
import { createLocalFileTree } from '../../../src/platform/storage/file-tree.ts';
import { SHELL_SHARED, tempDir, writeRemoteBuild } from '../../helpers/release-builds.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../../helpers/test-database.ts';

// What stays and what goes: the retention of old releases (skew protection), and the local builds
// a start publishes.
const DAY = 24 * 60 * 60 * 1000;
const ADMIN: Actor = { label: 'Ada Obi' };
const quiet = { info() {}, warn() {} };

let testDatabase: TestDatabase;
let storageRoot: string;
let clockNow = new Date('2026-12-01T10:00:00Z');
const deps = () => ({
  db: testDatabase.database.db,
  tree: createLocalFileTree(storageRoot),
  clock: () => clockNow,
  shellShared: async () => SHELL_SHARED,
});

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  storageRoot = tempDir();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testDatabase?.cleanup();
  fs.rmSync(storageRoot, { recursive: true, force: true });
});

async function publish(marker: string): Promise<string> {
  const dir = writeRemoteBuild(tempDir(), 'management', { marker });
  try {
    return (await publishBuild(deps(), await readReleaseBuild('management', dir), ADMIN)).release.id;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const stored = (id: string) => fs.existsSync(path.join(storageRoot, releasePrefix('management', id), 'mf-manifest.json'));
const pruned = async (id: string) => (await testDatabase.database.db.selectFrom('releases').select('pruned_at').where('id', '=', id).executeTakeFirstOrThrow()).pruned_at !== null;

describe('keeping old releases', () => {
  test(`the ${RELEASE_LIMITS.keepRecent} newest stay, and an older one stays ${RELEASE_LIMITS.keepDays} days after it was last live; current, previous and candidate never go`, async () => {
    const db = testDatabase.database.db;
    const ids: string[] = [];
    // Fourteen releases, a day apart; the first is promoted at once and later replaced.
    for (let i = 0; i < 14; i += 1) {
      ids.push(await publish(`keep-${i}`));
      clockNow = new Date(clockNow.getTime() + DAY);
    }
    await promote(db, 'management', ids[0]!, ADMIN, new Date(clockNow.getTime() - 14 * DAY));
    // ids[1] is the rollback target, ids[2] current, ids[3] the canary: all three among the oldest.
    await promote(db, 'management', ids[1]!, ADMIN, new Date(clockNow.getTime() - 13 * DAY));
    await promote(db, 'management', ids[2]!, ADMIN, clockNow);
    await startCanary(db, 'management', ids[3]!, 5, ADMIN, clockNow);

    // ids[0] stopped being current 13 days ago; ids[1] just now; ids[4..13] are the ten newest.
    expect(await pruneReleases(db, createLocalFileTree(storageRoot), clockNow)).toBe(1);
    expect(await pruned(ids[0]!)).toBe(true);
    expect(stored(ids[0]!)).toBe(false);
    for (const id of ids.slice(1)) expect({ id, pruned: await pruned(id), stored: stored(id) }).toEqual({ id, pruned: false, stored: true });

    // A week after the canary ended, it goes too (it is not among the ten newest); the rest stay.
    await endCanary(db, 'management', ADMIN, clockNow);
    const later = new Date(clockNow.getTime() + RELEASE_LIMITS.keepDays * DAY + 1);
    expect(await pruneReleases(db, createLocalFileTree(storageRoot), later)).toBe(1);
    expect(await pruned(ids[3]!)).toBe(true);
    expect(await pruned(ids[1]!)).toBe(false);
    expect(await pruned(ids[2]!)).toBe(false);
  });

  test('publishing a pruned build again brings its files back', async () => {
    const db = testDatabase.database.db;
    const first = (await db.selectFrom('releases').select(['id']).where('pruned_at', 'is not', null).orderBy('created_at').executeTakeFirstOrThrow()).id;
    const again = await publish('keep-0');
    expect(again).toBe(first);
    expect(await pruned(first)).toBe(false);
    expect(stored(first)).toBe(true);
  });
});

describe('the local builds a start publishes', () => {
  let staticRoot: string;
  beforeAll(() => {
    staticRoot = tempDir();
  });
  afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));
  const buildLocally = (marker: string) => {
    fs.rmSync(localBuildDir(staticRoot, 'auth'), { recursive: true, force: true });
    writeRemoteBuild(localBuildDir(staticRoot, 'auth'), 'auth', { marker });
  };
  const currentAuth = async () => (await testDatabase.database.db.selectFrom('release_pointers').select('current_id').where('remote', '=', 'auth').executeTakeFirst())?.current_id;

  test('the first start publishes the build and makes it current; the same build again changes nothing', async () => {
    buildLocally('local-1');
    const [outcome] = (await publishLocalBuilds(deps(), staticRoot, quiet)).filter((o) => o.remote === 'auth');
    expect(outcome!.note).toMatch(/^published release [0-9a-f]{12}, now current$/);
    expect(await currentAuth()).toBe(outcome!.release);
    const [again] = (await publishLocalBuilds(deps(), staticRoot, quiet)).filter((o) => o.remote === 'auth');
    expect(again).toEqual({ remote: 'auth', release: outcome!.release, note: `release ${outcome!.release}, current` });
    // A remote with no build on this disk is left alone.
    expect((await publishLocalBuilds(deps(), staticRoot, quiet)).find((o) => o.remote === 'student')).toEqual({ remote: 'student', release: null, note: 'no local build' });
  });

  test('a rebuilt remote becomes current at the next start, until someone chooses its releases by hand', async () => {
    buildLocally('local-2');
    const [rebuilt] = (await publishLocalBuilds(deps(), staticRoot, quiet)).filter((o) => o.remote === 'auth');
    expect(await currentAuth()).toBe(rebuilt!.release);
    const trail = await testDatabase.database.db.selectFrom('release_events').select(['action', 'actor_label']).where('remote', '=', 'auth').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(trail).toEqual({ action: 'promote', actor_label: LOCAL_BUILD_ACTOR.label });

    // An admin promotes a release of their choice: from now on a start publishes, never promotes.
    const chosen = await publishBuild(deps(), await readReleaseBuild('auth', writeRemoteBuild(tempDir(), 'auth', { marker: 'chosen' })), ADMIN);
    await promote(testDatabase.database.db, 'auth', chosen.release.id, ADMIN, clockNow);
    buildLocally('local-3');
    const [later] = (await publishLocalBuilds(deps(), staticRoot, quiet)).filter((o) => o.remote === 'auth');
    expect(later!.note).toMatch(/not made current/);
    expect(await currentAuth()).toBe(chosen.release.id);
  });

  test('a build that cannot be published is reported and the start goes on', async () => {
    writeRemoteBuild(localBuildDir(staticRoot, 'student'), 'student', { marker: 'bad', contractVersion: 99 });
    const outcomes = await publishLocalBuilds(deps(), staticRoot, quiet);
    expect(outcomes.find((o) => o.remote === 'student')).toEqual({ remote: 'student', release: null, note: 'refused' });
  });
});
