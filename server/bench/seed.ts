// The benchmark's seeding process: a database (PostgreSQL at BENCH_DATABASE_URL, else the
// embedded one in BENCH_DATA_DIR), migrated and filled with the bulk catalogue, and a
// signed-in student for the calls. It reports { ready, token, codes, seeded } over IPC and
// closes the database, which the production server (server/dist/main.js) then opens.
// BENCH_DOCUMENTS=1 (PostgreSQL only): the catalogue's materials are PDFs with text
// (documents/seed-documents.ts), BENCH_BODY_BYTES each; then BENCH_BACKFILL real PDFs go
// through the backfill (documents/backfill.ts), and the tables' and indexes' sizes are reported.
// BENCH_REUSE=1: the database was seeded by an earlier run (with the same settings): it is only
// migrated (a new migration runs on the data as it would in production) and signed into again.
import { sql } from 'kysely';
import { createSessions } from '../src/domain/auth/sessions.ts';
import { systemClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { DEMO_REFERENCE_DATA } from '../src/setup/seed/demo-reference-data.ts';
import { seedReferenceData } from '../src/setup/seed/seed.ts';
import { seedBulk } from './bulk-data.ts';
import { measureBackfill, type BackfillFigures } from './documents/backfill.ts';
import { parseBodySize, seedDocuments, type DocumentsSeeded } from './documents/seed-documents.ts';
import { documentSizes, type DocumentSizes } from './documents/sizes.ts';

const SIZE = { courses: Number(process.env.BENCH_COURSES ?? 2000), materials: Number(process.env.BENCH_MATERIALS ?? 100_000) };
const DOCUMENTS = process.env.BENCH_DOCUMENTS === '1';
const REUSE = process.env.BENCH_REUSE === '1';

const config = loadConfig({
  DATA_DIR: process.env.BENCH_DATA_DIR,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
});
const database = await openDatabase(config);
const migrateStarted = Date.now();
await migrateToLatest(database.db);
const migrateMs = Date.now() - migrateStarted;
const seedStarted = Date.now();
let documents: DocumentsSeeded | null = null;
const count = async (table: 'courses' | 'materials') =>
  (await database.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
let seeded = { courses: await count('courses'), materials: await count('materials') };
if (!REUSE) {
  await seedReferenceData(database.db, DEMO_REFERENCE_DATA);
  seeded = await seedBulk(database.db, DOCUMENTS ? { ...SIZE, materials: 0 } : SIZE);
}
if (DOCUMENTS && !REUSE) {
  if (database.kind !== 'postgres') throw new Error('BENCH_DOCUMENTS needs PostgreSQL (BENCH_DATABASE_URL)');
  const size = parseBodySize(process.env.BENCH_BODY_BYTES ?? '1024-51200');
  documents = await seedDocuments(database.db, SIZE.materials, size, 1, (line) => console.log(`  seeding: ${line}`));
  seeded = { ...seeded, materials: seeded.materials + documents.materials };
}
const seedMs = Date.now() - seedStarted;
let backfill: BackfillFigures | null = null;
let sizes: DocumentSizes | null = null;
if (DOCUMENTS) {
  const files = REUSE ? 0 : Number(process.env.BENCH_BACKFILL ?? 1000);
  if (files > 0) {
    console.log(`  seeding: backfill of ${files} real PDFs ...`);
    backfill = await measureBackfill(database.db, process.env.BENCH_DATA_DIR!, files);
  }
  sizes = await documentSizes(database.db);
}

// The caller: a verified student in a department, at 200 level (recommendations use both); and
// one more caller in each bench department: the shared lists are kept per department
// (list-cache.ts), so searches asked by all of them in turn are each a real search.
if (!REUSE) {
  const department = await database.db.selectFrom('departments').select('id').where('name', '=', 'Bench Department 1').executeTakeFirstOrThrow();
  await database.db
    .insertInto('users')
    .values({ email: 'caller@bench.invalid', first_name: 'Bench', last_name: 'Caller', role: 'student', department_id: department.id, level: 200, email_verified_at: new Date() })
    .execute();
  await database.db
    .insertInto('users')
    .columns(['email', 'first_name', 'last_name', 'role', 'department_id', 'level', 'email_verified_at'])
    .expression(
      sql`select 'caller-' || d.id || '@bench.invalid', 'Bench', 'Caller', 'student', d.id, 200, now()
        from departments d where d.name like 'Bench Department %'`,
    )
    .execute();
}
const sessions = createSessions(database.db, systemClock);
const callers = await database.db
  .selectFrom('users')
  .select('id')
  .where((eb) => eb.or([eb('email', '=', 'caller@bench.invalid'), eb('email', 'like', 'caller-%@bench.invalid')]))
  .orderBy(sql`email = 'caller@bench.invalid'`, 'desc')
  .orderBy('email')
  .execute();
const tokens = await Promise.all(callers.map((caller) => sessions.start(caller.id, 'bench')));
const token = tokens[0]!;
const codes = (
  await database.db.selectFrom('courses').select('course_code').orderBy(sql`md5(course_code)`).limit(60).execute()
).map((c) => c.course_code);
await database.close();

process.send?.({ type: 'ready', token, codes, seeded, seedMs, kind: database.kind, documents, backfill, sizes, tokens, migrateMs }, () => process.exit(0));
