// The benchmark's server process: a database (PostgreSQL at BENCH_DATABASE_URL, else the
// embedded one in BENCH_DATA_DIR) filled with the bulk catalogue, the real app (buildApp) on
// loopback, and a signed-in student for the calls. Talks to api.ts over IPC: it reports
// { ready, port, token, codes } and answers { peakRss } after { resetPeak }.
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { createSessions } from '../src/auth/sessions.ts';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_REFERENCE_DATA } from '../src/db/seed/demo-reference-data.ts';
import { seedReferenceData } from '../src/db/seed/seed.ts';
import { seedBulk } from './bulk-data.ts';

const SIZE = { courses: Number(process.env.BENCH_COURSES ?? 2000), materials: Number(process.env.BENCH_MATERIALS ?? 100_000) };
const send = (message: unknown) => process.send?.(message);

const config = loadConfig({
  DATA_DIR: process.env.BENCH_DATA_DIR,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  HOST: '127.0.0.1',
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

const app = await buildApp(config, database);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let peakRss = process.memoryUsage().rss;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10).unref();

process.on('message', (message: { type: string }) => {
  if (message.type === 'resetPeak') {
    peakRss = process.memoryUsage().rss;
    send({ type: 'peakReset', rss: peakRss });
  } else if (message.type === 'peak') {
    send({ type: 'peak', rss: Math.max(peakRss, process.memoryUsage().rss) });
  }
});

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('disconnect', () => void stop());

send({ type: 'ready', port, token, codes, seeded, seedMs, kind: database.kind });
