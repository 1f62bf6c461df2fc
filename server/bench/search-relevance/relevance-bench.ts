// npm run bench:search: how relevant the materials search's first page is, on
// PostgreSQL (TEST_DATABASE_URL, set by e2e/scripts/with-postgres.mjs). Seeds the documents
// benchmark's corpus at a modest size (corpus.ts), judges every listed material for each of the
// judged queries from the corpus itself (judged-queries.ts, judgments.ts: never from the
// search), asks each query once through the whole app as a signed-in student (ask-search.ts),
// and prints NDCG@10, MRR and the share of queries whose first result is relevant, overall and
// per class (metrics.ts, report.ts). Prints; asserts nothing. Run it before and after a change
// to the ranking: with BENCH_SEARCH_BASELINE, the changes are printed beside the figures.
//
// Settings (environment):
//   BENCH_MATERIALS        notes with text (10000)
//   BENCH_COURSES          courses of the catalogue, beside the demo reference data's (400)
//   BENCH_BODY_BYTES       text per note: '1024-51200' (the default: evenly 1-50 KB) or '2048' (± 25%)
//   BENCH_REUSE=1          TEST_DATABASE_URL was seeded by an earlier run with these settings
//                          (a PostgreSQL server of your own): only migrated, no seeding
//   BENCH_SEARCH_OUT=<file>       writes the figures, each query's too, as JSON
//   BENCH_SEARCH_BASELINE=<file>  such a file from an earlier run: its figures are shown as differences
//   BENCH_SEARCH_DETAIL=1  prints each query's figures
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/platform/config.ts';
import { parseBodySize } from '../documents/seed-documents.ts';
import { stopAfter } from '../harness.ts';
import { askEach } from './ask-search.ts';
import { openCorpus, type Corpus } from './corpus.ts';
import { answerableQueries, judgedQueries } from './judged-queries.ts';
import { buildJudge, courseTitles, coursesWithMaterials, listedMaterials, rareTermCandidates } from './judgments.ts';
import { queryFigures } from './metrics.ts';
import { changeLines, jsonLine, queryLines, readResults, results, tableLines, writeResults, type Scored } from './report.ts';

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 10_000);
const COURSES = Number(process.env.BENCH_COURSES ?? 400);
const BODY_BYTES = process.env.BENCH_BODY_BYTES ?? '1024-51200';
const REUSE = process.env.BENCH_REUSE === '1';
const OUT = process.env.BENCH_SEARCH_OUT;
const BASELINE = process.env.BENCH_SEARCH_BASELINE;
const DETAIL = process.env.BENCH_SEARCH_DETAIL === '1';
/** A course's code queries need a few of its materials listed. */
const COURSE_MATERIALS_MIN = 3;
/** Rare terms offered as queries: more than are kept, since a short note may not say its own. */
const RARE_CANDIDATES = 40;
const LIMIT_MINUTES = 30;

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.error('bench:search needs TEST_DATABASE_URL; run it as `npm run bench:search` (it starts a throwaway PostgreSQL server).');
  process.exit(1);
}
// Resolved here so a wrong path fails before minutes of seeding.
const baseline = BASELINE ? readResults(path.resolve(process.env.INIT_CWD ?? process.cwd(), BASELINE)) : null;

const stopTimer = stopAfter(LIMIT_MINUTES * 60_000, 'bench:search');
const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const progress = (line: string) => console.log(`  ${line}`);
console.log(
  `bench:search: ${MATERIALS} notes of ${BODY_BYTES} bytes over ${COURSES} courses${REUSE ? ' (the database of an earlier run)' : ''}; ` +
    `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-search-'));
const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: postgresUrl, LOG_LEVEL: 'silent', DEMO_DATA: 'false', JOB_QUEUE: 'in-process' });
let corpus: Corpus | null = null;
try {
  corpus = await openCorpus(config, { courses: COURSES, materials: MATERIALS, body: parseBodySize(BODY_BYTES) }, REUSE, progress);
  const { db } = corpus.database;
  progress(`${REUSE ? 'corpus of an earlier run' : `corpus seeded in ${seconds(corpus.seedMs)}`}; judging ...`);
  const judgingStarted = Date.now();
  const materials = await listedMaterials(db);
  const candidates = judgedQueries(
    coursesWithMaterials(materials, COURSE_MATERIALS_MIN),
    rareTermCandidates(materials, RARE_CANDIDATES),
    courseTitles(materials, COURSE_MATERIALS_MIN),
  );
  const judge = await buildJudge(db, materials, candidates, progress);
  const { kept, unanswerable } = answerableQueries(candidates, (query) => judge.grades(query).size);
  const judgingMs = Date.now() - judgingStarted;
  progress(`${kept.length} queries judged over ${materials.length} listed materials in ${seconds(judgingMs)}; searching ...`);

  const answers = await askEach(config, corpus.database, corpus.token, kept.map((query) => query.text));
  const scored: Scored[] = kept.map((query, index) => {
    const grades = judge.grades(query);
    return {
      query,
      figures: queryFigures(answers[index]!.ids.map((id) => grades.get(id) ?? 0), judge.idealGrades(query)),
      relevant: grades.size,
    };
  });
  const searchMs = answers.reduce((sum, answer) => sum + answer.ms, 0);

  const now = results(scored, { materials: MATERIALS, listed: materials.length, courses: COURSES, bodyBytes: BODY_BYTES, queries: kept.length });
  console.log('');
  console.log(
    `== search relevance: ${kept.length} queries, each one's first page (GET /api/materials?query=&limit=10), ` +
      `${materials.length} listed materials${baseline ? `; (differences from ${BASELINE})` : ''}`,
  );
  for (const line of tableLines(now, baseline)) console.log(line);
  if (unanswerable.length > 0) {
    console.log('');
    console.log(`left out, no listed material answers them: ${unanswerable.map((query) => JSON.stringify(query.text)).join(', ')}`);
  }
  if (baseline) {
    console.log('');
    for (const line of changeLines(now, baseline)) console.log(line);
  }
  if (DETAIL) {
    console.log('');
    for (const line of queryLines(now)) console.log(line);
  }
  console.log('');
  console.log(
    `time: corpus ${seconds(corpus.seedMs)}, judging ${seconds(judgingMs)}, searching ${seconds(searchMs)} ` +
      `(${(searchMs / Math.max(1, answers.length)).toFixed(0)} ms a query), all ${seconds(Date.now() - started)}`,
  );
  console.log(`bench:search ${jsonLine(now)}`);
  if (OUT) {
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), OUT);
    writeResults(file, now);
    console.log(`written to ${file}`);
  }
} finally {
  await corpus?.database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  stopTimer();
}
