// A backup taken while the app serves, restored into an empty database and an empty storage
// folder, brings back every account (its password still signs in, its session still works),
// every material and every stored file, byte for byte. On PGlite in `npm test`, on
// PostgreSQL in the e2e run (TEST_DATABASE_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Material } from '@lectern/shared-api/contract';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { createBackup, type BackupSummary } from '../../src/platform/backup/dump.ts';
import { RestoreRefusedError, restoreBackup, type RestoreSummary } from '../../src/platform/backup/restore.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import { createLocalFileTree } from '../../src/platform/storage/file-tree.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { login } from '../helpers/accounts.ts';
import { createCast, createMaterialThroughApi, reviewThroughApi, type Cast, type Person } from '../helpers/materials.ts';
import { dataOf } from '../helpers/responses.ts';
import { samplePdf, samplePng } from '../helpers/sample-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { testConfig } from '../helpers/test-config.ts';
import { createEmptyDatabase, type EmptyDatabase } from './empty-database.ts';

// The site's remotes are releases too: the landing remote's build is published at start.
const site = createFakeStaticRoot();
const source = useTestApp({ STATIC_ROOT: site.root }, { publishLocalBuilds: true });
let cast: Cast;
let people: Person[];
let materialIds: string[];
let workDir: string;
let archive: string;
let backup: BackupSummary;
let target: EmptyDatabase;
let targetDataDir: string;
let restored: RestoreSummary;
let restoredApp: FastifyInstance;

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%'`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const { rows: [row] } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row!.n);
  }
  return counts;
}

function withoutCounters(material: Material): Omit<Material, 'views' | 'downloads' | 'likes'> {
  const { views: _views, downloads: _downloads, likes: _likes, ...rest } = material;
  return rest;
}

function download(app: FastifyInstance, person: Person, url: string) {
  return app.inject({ method: 'GET', url, headers: person.session.bearer });
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-backup-test-'));
  archive = path.join(workDir, 'site.tar.gz');
  const app = source.app();
  cast = await createCast(app, source.db());
  people = [cast.uploader, cast.stranger, cast.member, cast.moderator, cast.admin];
  materialIds = [];
  for (let i = 0; i < 3; i += 1) {
    const material = await createMaterialThroughApi(app, cast.uploader.session, {
      fields: { courseId: cast.course.courseId, tags: JSON.stringify(['week', `n${i}`]) },
      file: { content: samplePdf(i + 1, `Week ${i}`), filename: `week-${i}.pdf` },
    });
    await reviewThroughApi(app, cast.moderator.session, material.id, 'approved');
    materialIds.push(material.id);
  }
  // A pending PDF with a cover image of its own, and a link with no file at all.
  materialIds.push((await createMaterialThroughApi(app, cast.member.session, { image: { content: await samplePng() } })).id);
  materialIds.push((await createMaterialThroughApi(app, cast.member.session, { url: 'https://example.edu/notes' })).id);
  // Marks and counters, so more than one table of each kind has rows.
  await app.inject({ method: 'POST', url: `/api/materials/${materialIds[0]}/like`, headers: cast.stranger.session.bearer });
  // A chat's message: its table numbers rows by an identity column, which the restore writes back.
  await source
    .db()
    .insertInto('bot_deliveries')
    .values({ channel: 'telegram', delivery_id: '1001', chat_id: '42', message: JSON.stringify({ channel: 'telegram', deliveryId: '1001', chatId: '42', chatLabel: null, text: 'help', choice: null }) })
    .execute();

  // The backup runs while the app keeps answering reads and an upload.
  const traffic = [
    ...Array.from({ length: 10 }, () => download(app, cast.stranger, '/api/materials?limit=5')),
    ...materialIds.slice(0, 3).map((id) => download(app, cast.stranger, `/api/materials/${id}/file`)),
    createMaterialThroughApi(app, cast.stranger.session, { file: { content: samplePdf(1, 'During backup'), filename: 'during.pdf' } }).then(() => ({ statusCode: 201 })),
  ];
  const [summary, ...answers] = await Promise.all([createBackup(source.db(), process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', createLocalDiskStorage(path.join(source.dataDir(), 'files')), createLocalFileTree(path.join(source.dataDir(), 'files')), archive), ...traffic]);
  backup = summary as BackupSummary;
  expect((answers as Array<{ statusCode: number }>).map((a) => a.statusCode).filter((code) => code >= 300)).toEqual([]);

  target = await createEmptyDatabase();
  targetDataDir = path.join(workDir, 'restored');
  const storage = createLocalDiskStorage(path.join(targetDataDir, 'files'));
  restored = await restoreBackup(target.database.db, storage, createLocalFileTree(path.join(targetDataDir, 'files')), archive);
  restoredApp = await buildApp(testConfig({ DATA_DIR: targetDataDir, RATE_LIMIT_AUTH: '1000', STATIC_ROOT: site.root }), target.database, {
    storage,
    // The source's clock: the sessions it handed out are measured against it.
    clock: source.clock.clock,
  });
  await restoredApp.ready();
}, 120_000);

afterAll(async () => {
  await restoredApp?.close();
  await target?.cleanup();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  site.remove();
});

test('the archive holds every table and every stored file', () => {
  expect(fs.statSync(archive).size).toBe(backup.bytes);
  const rows = Object.fromEntries(backup.tables.map((t) => [t.name, t.rows]));
  expect(rows.users).toBeGreaterThanOrEqual(people.length);
  expect(rows.materials).toBeGreaterThanOrEqual(materialIds.length);
  expect(rows.sessions).toBeGreaterThanOrEqual(people.length);
  // Three PDFs with previews and an image with its downscaled copy, at least.
  expect(backup.files).toBeGreaterThanOrEqual(8);
  expect(restored.files).toBe(backup.files);
  expect(restored.tables).toEqual(backup.tables);
});

test('every table comes back with the rows the backup counted', async () => {
  const counts = await rowCounts(target.database.db);
  for (const table of backup.tables) expect([table.name, counts[table.name]]).toEqual([table.name, table.rows]);
});

test('every account signs in with its password, and its session from before the backup still works', async () => {
  for (const person of people) {
    expect((await login(restoredApp, person.email, person.password)).statusCode).toBe(200);
    expect((await restoredApp.inject({ method: 'GET', url: '/api/user/profile', headers: person.session.bearer })).statusCode).toBe(200);
  }
  expect((await login(restoredApp, cast.admin.email, 'Wrong-password-1')).statusCode).toBe(401);
});

test('every material comes back, and its file and preview are the same bytes', async () => {
  for (const id of materialIds) {
    const before = dataOf<Material>(await download(source.app(), cast.admin, `/api/materials/${id}`));
    const after = dataOf<Material>(await download(restoredApp, cast.admin, `/api/materials/${id}`));
    // Counters are left out: the traffic during the backup (and these reads) moves them after the snapshot.
    expect(withoutCounters(after)).toEqual(withoutCounters(before));
    if (before.url) continue;
    for (const suffix of ['/file', '/preview']) {
      const original = await download(source.app(), cast.admin, `/api/materials/${id}${suffix}`);
      const copy = await download(restoredApp, cast.admin, `/api/materials/${id}${suffix}`);
      expect(copy.statusCode).toBe(original.statusCode);
      expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);
    }
  }
});

test("the remotes' releases come back: the same release is current, its files the same bytes", async () => {
  const map = (await source.app().inject({ method: 'GET', url: '/remotes.json' })).json();
  expect(map.landing).toMatch(/^\/remotes\/landing\/releases\/[0-9a-f]{12}\/mf-manifest\.json$/);
  expect((await restoredApp.inject({ method: 'GET', url: '/remotes.json' })).json().landing).toBe(map.landing);
  for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_LandingPage.9b8c7d.js']) {
    const url = map.landing.replace('mf-manifest.json', file);
    const copy = await restoredApp.inject({ method: 'GET', url });
    expect({ url, status: copy.statusCode }).toEqual({ url, status: 200 });
    expect(copy.rawPayload.equals((await source.app().inject({ method: 'GET', url })).rawPayload)).toBe(true);
  }
});

test('the restored site keeps working: search finds the materials and a new upload is stored', async () => {
  const list = await download(restoredApp, cast.stranger, '/api/materials?limit=50');
  expect(list.statusCode).toBe(200);
  expect(JSON.stringify(list.json())).toContain(materialIds[0]);
  const added = await createMaterialThroughApi(restoredApp, cast.uploader.session, { file: { content: samplePdf(3, 'After restore'), filename: 'after.pdf' } });
  expect(added.id).toBeTruthy();
});

test('a restore refuses a target that is not empty, with one line saying why', async () => {
  const storage = createLocalDiskStorage(path.join(targetDataDir, 'files'));
  const tree = createLocalFileTree(path.join(targetDataDir, 'files'));
  const refusal = restoreBackup(target.database.db, storage, tree, archive);
  await expect(refusal).rejects.toThrow(RestoreRefusedError);
  await expect(refusal).rejects.toThrow(/^the target is not empty: the database has rows \(.+\) and the file storage holds files; restore needs an empty DATA_DIR/);

  // Files alone are enough to refuse: an empty database beside a used storage folder.
  const empty = await createEmptyDatabase();
  try {
    await expect(restoreBackup(empty.database.db, storage, tree, archive)).rejects.toThrow(/^the target is not empty: the file storage holds files;/);
  } finally {
    await empty.cleanup();
  }
});
