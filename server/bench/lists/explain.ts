// Where each list's time goes (the lists benchmark's last step, with the server stopped): each
// list once through the server's own code (the session lookup and the list's domain function, as
// the route calls them), every statement timed, then EXPLAIN (ANALYZE, BUFFERS) of each statement
// that took over BENCH_EXPLAIN_MS (0.3) ms. The SQL is the server's as it is now. Sends
// { type: 'explained', lines }.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ACTIVE_USER_WINDOW_MS } from '@lectern/shared-api/contract';
import { createSessions } from '../../src/domain/auth/sessions.ts';
import { blogPage } from '../../src/domain/blogs/index.ts';
import { approvedMaterialCounts, courseReview, listCourses } from '../../src/domain/courses/index.ts';
import { materialReview } from '../../src/domain/materials/index.ts';
import { listManagedUsers } from '../../src/domain/users/index.ts';
import { systemClock } from '../../src/platform/clock.ts';
import type { Database } from '../../src/platform/db/schema.ts';

const SLOW_MS = Number(process.env.BENCH_EXPLAIN_MS ?? 0.3);
const tokens = JSON.parse(process.env.BENCH_TOKENS!) as Record<'student' | 'moderator' | 'admin', string>;

interface Statement {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 4 });
let captured: Statement[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log(event) {
    if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis });
  },
});
const sessions = createSessions(db, systemClock);
const viewerOf = async (role: keyof typeof tokens) => {
  const session = await sessions.resolve(tokens[role]);
  if (!session) throw new Error(`no session for the ${role}`);
  return { id: session.user.id, role: session.user.role, departmentId: session.user.departmentId };
};

const lists: Array<[string, keyof typeof tokens, (viewer: Awaited<ReturnType<typeof viewerOf>>) => Promise<unknown>]> = [
  ['GET /api/courses?page=1&limit=10', 'student', () => listCourses(db, { staff: false, page: 1, limit: 10, withDepartments: true })],
  [
    'GET /api/courses (browse: a level, counts)',
    'student',
    async (viewer) => {
      const page = await listCourses(db, { staff: false, page: 1, limit: 100, withDepartments: false, departmentId: viewer.departmentId!, level: 200 });
      return approvedMaterialCounts(db, viewer, page.data.map((course) => course.id));
    },
  ],
  ['GET /api/review/courses (pending)', 'moderator', (viewer) => courseReview.list(db, { status: 'pending', page: 1, limit: 9, asker: viewer })],
  ['GET /api/review/materials (pending)', 'moderator', (viewer) => materialReview.list(db, { status: 'pending', page: 1, limit: 9, asker: viewer })],
  [
    'GET /api/user (User Management)',
    'admin',
    () => listManagedUsers(db, { page: 1, limit: 50, activeSince: new Date(Date.now() - ACTIVE_USER_WINDOW_MS) }),
  ],
  ['GET /api/blogs?page=1&limit=10', 'student', (viewer) => blogPage(db, viewer, {}, 1, 10)],
];

const lines: string[] = [];
for (const [name, role, run] of lists) {
  captured = [];
  const started = performance.now();
  await sessions.resolve(tokens[role]);
  const viewer = await viewerOf(role);
  await run(viewer);
  // Twice: the first brought the pages into memory; the second is timed.
  captured = [];
  const again = performance.now();
  await sessions.resolve(tokens[role]);
  await run(viewer);
  const statements = captured;
  lines.push(`${name}: ${(performance.now() - again).toFixed(1)} ms (first ${(again - started).toFixed(1)} ms), ${statements.length} statements: ${statements.map((s) => s.ms.toFixed(2)).join(' + ')} ms`);
  for (const statement of statements.filter((s) => s.ms >= SLOW_MS)) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.parameters as unknown[]);
    lines.push(`  ${statement.ms.toFixed(2)} ms: ${statement.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
    for (const row of plan.rows) lines.push(`    ${row['QUERY PLAN']}`);
  }
}
await db.destroy();
process.send?.({ type: 'explained', lines }, () => process.exit(0));
