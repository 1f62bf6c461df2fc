// `npm run release` on this machine's site with no server running: the command opens the
// database itself (the embedded one in DATA_DIR; on the PostgreSQL pass, DATABASE_URL's) and the
// storage, publishes with the domain's own functions and records itself in the trail as
// `npm run release (<user>@<host>)`. The server's next start keeps what it chose.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type AppDatabase } from '../../src/platform/db/connect.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { createServerDatabase, type ServerDatabase } from '../faults/helpers/server-database.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { shellManifest, tempDir, writeRemoteBuild } from '../helpers/release-builds.ts';
import { publishedId, runRelease, type CommandResult } from './run-release.ts';

const site = createFakeStaticRoot();
site.write('shell/dist/mf-manifest.json', shellManifest());
const work = tempDir('lectern-release-local-');
const dataDir = path.join(work, 'data');
let database: ServerDatabase;
let env: Record<string, string> = {};
const first = writeRemoteBuild(path.join(work, 'first'), 'management', { marker: 'first' });
const second = writeRemoteBuild(path.join(work, 'second'), 'management', { marker: 'second' });

async function withDatabase<T>(use: (opened: AppDatabase) => Promise<T>): Promise<T> {
  const opened = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL ?? null });
  try {
    return await use(opened);
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  database = await createServerDatabase();
  env = { DATA_DIR: dataDir, STATIC_ROOT: site.root, ...database.env };
}, 60_000);
afterAll(async () => {
  await database?.drop();
  site.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

const release = (args: string[]) => runRelease(args, env);
const via = () => (database.kind === 'pglite' ? `on the embedded database in ${dataDir}` : 'on the PostgreSQL database of DATABASE_URL');

function expectSuccess(result: CommandResult): void {
  expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
  expect(result.stdout).toMatch(/^Done in \d+\.\d s \((.+)\)\.$/m);
  expect(result.stdout).toContain(`(${via()}).`);
}

test('a site with no database yet, or one behind this build, is refused in one line and not touched (the command never migrates)', async () => {
  const result = await release(['management', '--dist', first]);
  expect(result.code).toBe(1);
  if (database.kind === 'pglite') {
    expect(result.stderr).toMatch(/^release: there is no embedded database in .*; set DATA_DIR to the site's folder, or DATABASE_URL\n$/);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
  } else {
    expect(result.stderr).toMatch(/^release: the database is \d+ migrations behind this build; start the server of this build once \(it migrates\), then release\n$/);
  }
}, 60_000);

test('publish and promote, a second build, then --rollback and --status, straight on the database', async () => {
  // What the server's first start leaves: a migrated database.
  await withDatabase((opened) => migrateToLatest(opened.db));

  const published = await release(['management', '--dist', first]);
  expectSuccess(published);
  const one = publishedId(published.stdout);
  expect(published.stdout).toContain(`management now serves ${one.slice(0, 6)} (was nothing)`);

  const next = await release(['management', '--dist', second]);
  expectSuccess(next);
  const two = publishedId(next.stdout);
  expect(next.stdout).toContain(`management now serves ${two.slice(0, 6)} (was ${one.slice(0, 6)})`);

  // A broken portal release is rolled back from the command line.
  const rolledBack = await release(['management', '--rollback']);
  expectSuccess(rolledBack);
  expect(rolledBack.stdout).toContain(`management rolled back: now serves ${one.slice(0, 6)} (was ${two.slice(0, 6)})`);

  // --no-promote publishes only, and says how to promote.
  const third = writeRemoteBuild(path.join(work, 'third'), 'management', { marker: 'third' });
  const publishedOnly = await release(['management', '--dist', third, '--no-promote']);
  expectSuccess(publishedOnly);
  const three = publishedId(publishedOnly.stdout);
  expect(publishedOnly.stdout).toContain(`management still serves ${one.slice(0, 6)}; to promote it: npm run release -- management --promote ${three}`);

  // A site that serves the remote from a CDN is reminded that its releases are not used.
  const cdn = 'https://cdn.example.edu/management/mf-manifest.json';
  const status = await runRelease(['management', '--status'], { ...env, REMOTE_MANAGEMENT_URL: cdn });
  expectSuccess(status);
  expect(status.stdout).toContain(`Note: REMOTE_MANAGEMENT_URL is set on this site (${cdn}): pages load management from there, not from its releases.`);
  expect(status.stdout).toContain(`  current    ${one.slice(0, 6)} (${one}) 0.1.0 commit-first, published `);
  expect(status.stdout).toContain(`  previous   ${two.slice(0, 6)} (${two})`);
  expect(status.stdout).toContain('  candidate  none');

  const actor = `npm run release (${os.userInfo().username}@${os.hostname()})`;
  const trail = await withDatabase((opened) =>
    opened.db.selectFrom('release_events').select(['action', 'release_id', 'actor_label']).where('remote', '=', 'management').orderBy('id').execute(),
  );
  expect(trail).toEqual([
    { action: 'publish', release_id: one, actor_label: actor },
    { action: 'promote', release_id: one, actor_label: actor },
    { action: 'publish', release_id: two, actor_label: actor },
    { action: 'promote', release_id: two, actor_label: actor },
    { action: 'rollback', release_id: one, actor_label: actor },
    { action: 'publish', release_id: three, actor_label: actor },
  ]);
  // The files are in the site's storage, where the server serves them from.
  expect(fs.readFileSync(path.join(dataDir, 'files', 'releases', 'management', one, 'remoteEntry.js'), 'utf8')).toBe('var management = "first";');
}, 120_000);
