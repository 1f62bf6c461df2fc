// The lists mode's extra data, on the database seed.ts filled (BENCH_DATABASE_URL): enough
// accounts, proposals and posts for the lists a student or moderator opens first to be real, and
// a signed-in admin and moderator. Reports { type: 'lists-ready', tokens } over IPC and exits.
//   BENCH_USERS   accounts added for User Management (20000)
//   BENCH_BLOGS   blog posts, 90% approved, with likes (10000)
//   BENCH_PENDING_COURSES  courses proposed by students, waiting for review (300)
import { sql } from 'kysely';
import { createSessions } from '../../src/domain/auth/sessions.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/db/connect.ts';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const BLOGS = Number(process.env.BENCH_BLOGS ?? 10_000);
const PENDING_COURSES = Number(process.env.BENCH_PENDING_COURSES ?? 300);

const config = loadConfig({ DATA_DIR: process.env.BENCH_DATA_DIR, DATABASE_URL: process.env.BENCH_DATABASE_URL, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
const database = await openDatabase(config);
const { db } = database;

await sql`insert into users (email, first_name, last_name, username, role, department_id, level, email_verified_at, created_at, last_active_at)
  select 'person' || i || '@bench.invalid', 'Person', 'Number ' || i, 'person' || i, 'student',
         (select id from departments where name = 'Bench Department ' || (1 + i % 60)), 100 * (1 + i % 5),
         case when i % 7 = 0 then null else now() end,
         now() - make_interval(mins => i), case when i % 3 = 0 then null else now() - make_interval(hours => i % 2000) end
  from generate_series(1, ${USERS}) i
  on conflict do nothing`.execute(db);
for (const [email, role] of [['admin@bench.invalid', 'admin'], ['moderator@bench.invalid', 'moderator']] as const) {
  await db
    .insertInto('users')
    .values({ email, first_name: 'Bench', last_name: role, role, email_verified_at: new Date() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// Proposed courses (students' proposals wait, oldest first, in the courses queue).
await sql`insert into courses (course_code, course_name, description, review_status, created_by, created_at)
  select 'PND' || (100 + i), 'Proposed course ' || i, 'A course a student asked for.', 'pending',
         (select id from users where email = 'person' || (1 + i) || '@bench.invalid'), now() - make_interval(mins => i)
  from generate_series(1, ${PENDING_COURSES}) i
  on conflict do nothing`.execute(db);

// Blog posts of about 1.5 KB, newest first by minute; every tenth pending or rejected.
await sql`insert into blogs (author_id, title, type, description, body, tags, review_status, views, likes, created_at, updated_at)
  select (select id from users where email = 'person' || (1 + i % 5000) || '@bench.invalid'),
         'Study notes ' || i, (array['article','news','event','other'])[1 + i % 4],
         'What I learned in week ' || (i % 14) || ' of the course.',
         repeat('A paragraph of a student''s post about revision and exams. ', 25),
         array['exam', 'revision'],
         case when i % 10 = 0 then 'pending' when i % 20 = 1 then 'rejected' else 'approved' end,
         i % 500, i % 50, now() - make_interval(mins => i), now() - make_interval(mins => i)
  from generate_series(1, ${BLOGS}) i`.execute(db);
// The caller has liked every third post.
await sql`insert into blog_likes (blog_id, user_id)
  select b.id, u.id from blogs b, users u where u.email = 'caller@bench.invalid' and hashtext(b.id::text) % 3 = 0
  on conflict do nothing`.execute(db);
await sql`vacuum analyze`.execute(db);

const sessions = createSessions(db, systemClock);
const tokenOf = async (email: string) => {
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return sessions.start(id, 'bench');
};
const tokens = { admin: await tokenOf('admin@bench.invalid'), moderator: await tokenOf('moderator@bench.invalid') };
const counts = await sql<{ users: number; blogs: number; pending_courses: number; pending_materials: number }>`select
  (select count(*)::int from users) users, (select count(*)::int from blogs) blogs,
  (select count(*)::int from courses where review_status = 'pending') pending_courses,
  (select count(*)::int from materials where review_status = 'pending') pending_materials`.execute(db);
await database.close();
process.send?.({ type: 'lists-ready', tokens, counts: counts.rows[0] }, () => process.exit(0));
