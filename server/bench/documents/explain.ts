// Where a search's time goes (the documents benchmark's last step, with the server stopped): the
// first few benchmark queries of each class run once through the server's own code (listedMaterials, as GET
// /api/materials?query= runs it, with an empty list cache), its statements timed one by one
// (the total count, a broad search's relevance order, the page of cards, the snippets, the
// caller's marks), then
// EXPLAIN (ANALYZE, BUFFERS) of the slowest statements. The SQL is the server's as it is now, so
// the plans follow any change to search-filters.ts or snippets.ts. Sends { type: 'explained', lines }.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ListCache, listedMaterials } from '../../src/domain/materials/index.ts';
import { systemClock } from '../../src/platform/clock.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import type { BenchQuery } from './queries.ts';

/** Statements whose plans are printed: the slowest of the slowest queries. */
const PLANS = Number(process.env.BENCH_PLANS ?? 4);
/** Queries timed of each class. */
const PER_CLASS = Number(process.env.BENCH_EXPLAIN_PER_CLASS ?? 5);
const STATEMENT_TIMEOUT_MS = 30_000;

interface Statement {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 4, options: `-c statement_timeout=${STATEMENT_TIMEOUT_MS}` });
let captured: Statement[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log(event) {
    if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis });
  },
});

/** What a statement of a search is, by its SQL: 'order' is a broad search's relevance order (relevanceIds), read before its page. */
function partOf(sqlText: string): string {
  if (sqlText.includes('ts_headline')) return 'snippets';
  if (sqlText.includes('array_agg(matched.id)')) return 'total';
  if (sqlText.includes('row_number() over ()')) return 'page';
  if (sqlText.includes('saved_materials')) return 'marks';
  return 'order';
}

const queries = JSON.parse(process.env.BENCH_QUERIES!) as BenchQuery[];
const caller = await db.selectFrom('users').select(['id', 'department_id']).where('email', '=', 'caller@bench.invalid').executeTakeFirstOrThrow();
const viewer = { id: caller.id, role: 'student' as const, departmentId: caller.department_id };

async function search(text: string): Promise<{ ms: number; total: number; statements: Statement[] }> {
  captured = [];
  const started = performance.now();
  const page = await listedMaterials(db, viewer, { query: text }, new ListCache(systemClock));
  return { ms: performance.now() - started, total: page.pagination.total, statements: captured };
}

// The first PER_CLASS queries of each class, once (the load before has brought the tables and
// indexes into memory, as on a server that has been up); a statement over STATEMENT_TIMEOUT_MS is
// stopped and the query reported as such.
const runs: Array<{ query: BenchQuery; ms: number; total: number; statements: Statement[] }> = [];
const stopped: string[] = [];
for (const kind of [...new Set(queries.map((q) => q.kind))]) {
  for (const query of queries.filter((q) => q.kind === kind).slice(0, PER_CLASS)) {
    try {
      runs.push({ query, ...(await search(query.text)) });
    } catch (error) {
      stopped.push(`"${query.text}" (${kind}): ${(error as Error).message}`);
    }
  }
}

const lines: string[] = [];
const fixed = (n: number) => n.toFixed(1).padStart(7);
const parts = ['total', 'order', 'page', 'snippets', 'marks'];
lines.push(`${'query class (one at a time)'.padEnd(24)}${'median'.padStart(9)}${'max'.padStart(9)}   ${parts.map((p) => `${p} (median)`.padStart(18)).join('')}   slowest query`);
for (const kind of [...new Set(queries.map((q) => q.kind))]) {
  const of = runs.filter((run) => run.query.kind === kind).sort((a, b) => a.ms - b.ms);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const partMedians = parts.map((part) => median(of.map((run) => run.statements.filter((s) => partOf(s.sql) === part).reduce((sum, s) => sum + s.ms, 0))));
  const slowest = of[of.length - 1]!;
  lines.push(
    `${kind.padEnd(24)}${fixed(median(of.map((r) => r.ms)))} ms${fixed(slowest.ms)} ms   ${partMedians.map((ms) => `${fixed(ms)} ms`.padStart(18)).join('')}   "${slowest.query.text}" (${slowest.total} matches)`,
  );
}
const noMatches = runs.filter((run) => run.total === 0).map((run) => `"${run.query.text}"`);
lines.push(`${runs.length} queries timed; ${noMatches.length} match nothing${noMatches.length ? ` (${noMatches.join(', ')})` : ''}`);
for (const line of stopped) lines.push(`stopped: ${line}`);

// The slowest statement of each part (total, order, page, snippets), then the slowest of the others, each with its plan.
const byTime = runs.flatMap((run) => run.statements.map((statement) => ({ run, statement }))).sort((a, b) => b.statement.ms - a.statement.ms);
const slowest = ['total', 'order', 'page', 'snippets'].flatMap((part) => byTime.filter((item) => partOf(item.statement.sql) === part).slice(0, 1));
for (const item of byTime) if (slowest.length < PLANS && !slowest.includes(item)) slowest.push(item);
for (const { run, statement } of slowest) {
  const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.parameters as unknown[]);
  lines.push('');
  lines.push(`-- ${partOf(statement.sql)} of "${run.query.text}" (${run.query.kind}, ${run.total} matches): ${statement.ms.toFixed(1)} ms`);
  lines.push(statement.sql.replace(/\s+/g, ' '));
  lines.push(`-- parameters: ${JSON.stringify(statement.parameters.map((p) => (Array.isArray(p) && p.length > 4 ? `[${p.length} values]` : p)))}`);
  lines.push(...plan.rows.map((row) => row['QUERY PLAN']));
}

await db.destroy();
process.send?.({ type: 'explained', lines }, () => process.exit(0));
