// A campus-sized catalogue for the API benchmark: `courses` courses over the reference
// departments and `materials` materials (links, so no files), mostly approved and public, with
// words, tags, downloads and dates spread out. Built by the database itself (generate_series),
// so 100,000 rows take seconds on PostgreSQL and on PGlite alike.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/platform/db/schema.ts';

export const PREFIXES = [
  'ACC', 'AGR', 'ANA', 'ARC', 'BCH', 'BIO', 'BUS', 'CHE', 'CHM', 'CIV', 'CSC', 'ECO', 'EEE', 'ENG', 'GEO', 'GNS', 'HIS', 'LAW', 'MCB', 'MEG',
  'MTH', 'PHY', 'PHI', 'POL', 'PSY', 'SOC', 'STA', 'SUR', 'THE', 'ZOO',
];
export const WORDS = [
  'algebra', 'analysis', 'structures', 'systems', 'theory', 'methods', 'design', 'networks', 'mechanics', 'chemistry',
  'biology', 'economics', 'statistics', 'programming', 'circuits', 'thermodynamics', 'probability', 'accounting', 'law', 'history',
  'introduction', 'advanced', 'principles', 'applied', 'computational', 'organic', 'quantum', 'linear', 'discrete', 'numerical',
];
export const BENCH_DEPARTMENTS = 60;
export const TAGS = ['exam', 'revision', 'summary', 'solutions', 'week1', 'week2', 'midterm', 'final', 'practice', 'slides'];

export interface BulkSize {
  courses: number;
  materials: number;
}

/** Adds the catalogue; returns how many courses and materials the database then holds. */
export async function seedBulk(db: Kysely<Database>, size: BulkSize): Promise<{ courses: number; materials: number }> {
  const words = sql`(array[${sql.join(WORDS.map((w) => sql`${w}`))}]::text[])`;
  const prefixes = sql`(array[${sql.join(PREFIXES.map((p) => sql`${p}`))}]::text[])`;
  const tags = sql`(array[${sql.join(TAGS.map((t) => sql`${t}`))}]::text[])`;

  await sql`insert into users (email, first_name, last_name, role, email_verified_at)
    select 'bench' || i || '@bench.invalid', 'Bench', 'Student ' || i, 'student', now()
    from generate_series(1, 200) i
    on conflict do nothing`.execute(db);

  // Codes: a prefix and a number from 100, e.g. CSC 1xx-7xx; existing codes are kept as they are.
  await sql`insert into courses (course_code, course_name, description)
    select ${prefixes}[1 + i % ${PREFIXES.length}] || (100 + i / ${PREFIXES.length})::text,
           initcap(${words}[1 + i % 30]) || ' ' || initcap(${words}[1 + (i * 7) % 30]) || ' ' || (1 + i % 3),
           'Covers ' || ${words}[1 + (i * 11) % 30] || ' and ' || ${words}[1 + (i * 13) % 30] || '.'
    from generate_series(0, ${size.courses - 1}) i
    on conflict do nothing`.execute(db);

  // A campus of this size has dozens of departments: BENCH_DEPARTMENTS more under one faculty.
  await sql`insert into faculties (name) values ('Faculty of Benchmarks') on conflict do nothing`.execute(db);
  await sql`insert into departments (faculty_id, name)
    select (select id from faculties where name = 'Faculty of Benchmarks'), 'Bench Department ' || i
    from generate_series(1, ${BENCH_DEPARTMENTS}) i
    on conflict do nothing`.execute(db);
  // Each bench course in one or two departments, at the level its number says.
  await sql`insert into department_courses (department_id, course_id, level)
    select d.id, c.id, least(600, greatest(100, (substring(c.code_key from '[0-9]+')::int / 100) * 100))
    from courses c
    join lateral (select id from departments where name like 'Bench Department %'
      order by md5(c.id::text || id::text) limit 1 + (hashtext(c.code_key) & 1)) d on true
    where not exists (select 1 from department_courses x where x.course_id = c.id)
    on conflict do nothing`.execute(db);

  await sql`with u as (select array_agg(id) ids from users where email like '%@bench.invalid'),
               c as (select array_agg(id order by code_key) ids from courses)
    insert into materials (uploader_id, course_id, label, description, classification, type, url, visibility, restriction,
                           tags, review_status, downloads, views, likes, created_at)
    select u.ids[1 + i % array_length(u.ids, 1)],
           c.ids[1 + (i * 7919) % array_length(c.ids, 1)],
           initcap(${words}[1 + i % 30]) || ' ' || ${words}[1 + (i / 30) % 30] || ' notes ' || i,
           'Notes on ' || ${words}[1 + (i * 3) % 30] || ', ' || ${words}[1 + (i * 17) % 30] || ' and worked examples.',
           (array['exam-past-questions','lecture-notes','assignments','tutorials','lab-reports','study-guides','other'])[1 + i % 7],
           'link',
           'https://example.edu/m/' || i,
           case when i % 20 = 0 then 'private' when i % 20 = 1 then 'unlisted' else 'public' end,
           case when i % 10 = 2 then 'restricted' when i % 10 = 3 then 'view only' else 'downloadable' end,
           array[${tags}[1 + i % 10], ${tags}[1 + (i / 10) % 10]],
           case when i % 25 = 0 then 'pending' when i % 25 = 1 then 'rejected' else 'approved' end,
           (hashtext(i::text) & 1023), (hashtext(i::text || 'v') & 4095), (hashtext(i::text || 'l') & 255),
           now() - make_interval(mins => i)
    from generate_series(1, ${size.materials}) i, u, c`.execute(db);
  // As a database that has been running is (autovacuum, or the VACUUM ANALYZE the PostgreSQL
  // manual asks for after a bulk load): without it the text index's pending list (thousands of
  // rows the GIN index has not merged yet) is scanned by every search until autovacuum comes
  // by, about 1.5 ms more per text search, and the planner has no statistics.
  await sql`vacuum analyze`.execute(db);

  const count = async (table: 'courses' | 'materials') =>
    (await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  return { courses: await count('courses'), materials: await count('materials') };
}
