// The benchmark's seeding process: a database (PostgreSQL at BENCH_DATABASE_URL, else the
// embedded one in BENCH_DATA_DIR), migrated and filled with the bulk catalogue, and a
// signed-in student for the calls. It reports { ready, token, codes, seeded } over IPC and
// closes the database, which the production server (server/dist/main.js) then opens.
import { sql } from 'kysely';
import { createSessions } from '../src/domain/auth/sessions.ts';
import { systemClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { DEMO_REFERENCE_DATA } from '../src/setup/seed/demo-reference-data.ts';
import { seedReferenceData } from '../src/setup/seed/seed.ts';
import { seedBulk } from './bulk-data.ts';

const SIZE = { courses: Number(process.env.BENCH_COURSES ?? 2000), materials: Number(process.env.BENCH_MATERIALS ?? 100_000) };

const config = loadConfig({
  DATA_DIR: process.env.BENCH_DATA_DIR,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
});
const database = await openDatabase(config);
await migrateToLatest(database.db);
await seedReferenceData(database.db, DEMO_REFERENCE_DATA);
const seedStarted = Date.now();
const seeded = await seedBulk(database.db, SIZE);
const seedMs = Date.now() - seedStarted;

// The caller: a verified student in a department, at 200 level (recommendations use both).
const department = await database.db.selectFrom('departments').select('id').where('name', '=', 'Bench Department 1').executeTakeFirstOrThrow();
const { id: userId } = await database.db
  .insertInto('users')
  .values({ email: 'caller@bench.invalid', first_name: 'Bench', last_name: 'Caller', role: 'student', department_id: department.id, level: 200, email_verified_at: new Date() })
  .returning('id')
  .executeTakeFirstOrThrow();
const token = await createSessions(database.db, systemClock).start(userId, 'bench');
const codes = (
  await database.db.selectFrom('courses').select('course_code').orderBy(sql`md5(course_code)`).limit(60).execute()
).map((c) => c.course_code);
await database.close();

process.send?.({ type: 'ready', token, codes, seeded, seedMs, kind: database.kind }, () => process.exit(0));
