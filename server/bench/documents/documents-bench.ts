// npm run bench:api -- --documents: search inside notes at scale (docs/documents.md, "Scale"), on
// PostgreSQL. Seeds BENCH_MATERIALS PDF materials with BENCH_BODY_BYTES of course-like text each,
// stored as the document job stores it (seed-documents.ts); measures the backfill on real PDFs
// (backfill.ts); prints the tables' and indexes' sizes; starts the production server (pg-boss,
// as in production: its one poll a second is nothing beside the searches) and drives
// GET /api/materials?query= with 124 different searches (queries.ts) from 50 connections:
//   - as served: one caller, so the list cache (10 s per search and department) answers most
//     pages and each request still makes its snippets;
//   - each a real search: the 61 callers of 61 departments in turn, each query in 40 spellings
//     that search alike (queries.ts spellings), so a page is never in the cache (nor its total)
//     and every request searches, counts, reads and makes its snippets;
//     overall and per class of query.
// Then the server's memory during a 20 MB upload and until its document job is done, and, with
// the server stopped, each query once through the server's code with its statements timed and
// the slowest ones EXPLAINed (explain.ts). Prints; asserts nothing.
//
// Settings (environment):
//   BENCH_MATERIALS      materials (100000; the 1M run: 1000000)
//   BENCH_BODY_BYTES     text per material: '1024-51200' (the default: evenly 1-50 KB) or '2048' (± 25%)
//   BENCH_BACKFILL       real PDFs through the backfill (1000; 0: none)
//   BENCH_DURATION       seconds per measured call (10)
//   BENCH_LIMIT_MINUTES  the whole run is stopped after this (90)
//   BENCH_REUSE=1        the database (TEST_DATABASE_URL) was seeded by an earlier run with these
//                        settings: only migrated and signed into again (no seeding, no backfill)
//   BENCH_QUICK=1        only the two overall calls (no call per class, no uploads, no EXPLAIN): to
//                        measure a change to the search again in a minute
//   BENCH_CPU_PROF=<dir> the server runs with node --cpu-prof, its profile written there when it stops
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MAX_UPLOAD_BYTES } from '@lectern/shared-api/contract';
import { bearer, cell, CONNECTIONS, driveRequests, DURATION_S, runScript, seed, startServer, stopAfter, stopServer, type Figures, type Request } from '../harness.ts';
import { paddedPdf } from '../padded-pdf.ts';
import { uploadMemory } from '../upload-memory.ts';
import { documentQueries, QUERY_KINDS, spellings, type BenchQuery } from './queries.ts';
import { sizeLines } from './sizes.ts';

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 100_000);
const BODY_BYTES = process.env.BENCH_BODY_BYTES ?? '1024-51200';
const BACKFILL = Number(process.env.BENCH_BACKFILL ?? 1000);
const LIMIT_MINUTES = Number(process.env.BENCH_LIMIT_MINUTES ?? 90);
const REUSE = process.env.BENCH_REUSE === '1';
const QUICK = process.env.BENCH_QUICK === '1';
const PROFILE_DIR = process.env.BENCH_CPU_PROF;

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const searchPath = (text: string) => `/api/materials?query=${encodeURIComponent(text)}`;

/** A call's requests still running in PostgreSQL when it ends (their clients gave up) must not slow the next call. */
async function waitForIdle(pool: pg.Pool): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 2 && Date.now() - started < 300_000) {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity
      where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid() and datname = current_database()`);
    quiet = rows[0]!.n === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Date.now() - started;
}

/** Spellings of each query (queries.ts spellings): enough that no call comes back to one within the list cache's life. */
const SPELLINGS = 40;

/**
 * Every query from every caller, the query changing at each request: [q1 c1, q2 c1, ..., q1 c2,
 * ...], then again in another spelling, so that no page or total is ever kept for a request.
 */
function realSearches(queries: BenchQuery[], tokens: string[]): Request[] {
  const spelled = queries.map((query) => spellings(query.text, SPELLINGS));
  return Array.from({ length: SPELLINGS }, (_, n) =>
    tokens.flatMap((token) => spelled.map((texts) => ({ path: searchPath(texts[n % texts.length]!), headers: bearer(token) }))),
  ).flat();
}

export async function runDocumentsBench(postgresUrl: string): Promise<void> {
  const stopTimer = stopAfter(LIMIT_MINUTES * 60 * 1000, 'bench:api --documents');
  const free = fs.statfsSync(os.tmpdir());
  console.log(
    `bench:api --documents: ${MATERIALS} materials, bodies of ${BODY_BYTES} bytes, ` +
      `${REUSE ? 'the database of an earlier run (BENCH_REUSE)' : `${BACKFILL} PDFs through the backfill`}; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s per call; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start; ` +
      `${gb(free.bavail * free.bsize)} free in ${os.tmpdir()}`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-'));
  try {
    const ready = await seed({
      BENCH_DATABASE_URL: postgresUrl,
      BENCH_DATA_DIR: dir,
      BENCH_DOCUMENTS: '1',
      BENCH_MATERIALS: String(MATERIALS),
      BENCH_BODY_BYTES: BODY_BYTES,
      BENCH_BACKFILL: String(BACKFILL),
      BENCH_REUSE: REUSE ? '1' : '',
    });
    const queries = documentQueries(ready.codes);
    const startAsked = Date.now();
    const { child, port } = await startServer({ DATA_DIR: dir, DATABASE_URL: postgresUrl }, PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
    const startMs = Date.now() - startAsked;
    const base = `http://127.0.0.1:${port}`;
    const figures: Record<string, Figures> = {};
    const drained: string[] = [];
    const uploads: string[] = [];
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    try {
      const run = async (name: string, requests: Request[]) => {
        process.stdout.write(`  ${name} ...\n`);
        figures[name] = await driveRequests(base, {}, requests);
        const waited = await waitForIdle(pool);
        if (waited > 1000) drained.push(`after "${name}": ${(waited / 1000).toFixed(0)} s until the database had no search running`);
      };
      await run('all, as served (one caller: list cache)', queries.map((query) => ({ path: searchPath(query.text), headers: bearer(ready.token) })));
      await run('all, each a real search', realSearches(queries, ready.tokens));
      for (const kind of QUICK ? [] : QUERY_KINDS) {
        await run(`${kind} (${queries.filter((q) => q.kind === kind).length})`, realSearches(queries.filter((q) => q.kind === kind), ready.tokens));
      }
      // Two different files, of sizes no earlier run on a reused database sent (a duplicate is refused).
      const offset = 2 + Math.floor(Math.random() * 30_000) * 2;
      for (const [index, label] of (QUICK ? [] : ['first', 'second']).entries()) {
        const file = path.join(dir, `upload-${index}.pdf`);
        fs.writeFileSync(file, paddedPdf(MAX_UPLOAD_BYTES - 64 * 1024 - offset - index));
        process.stdout.write(`  ${label} 20 MB upload ...\n`);
        uploads.push(await uploadMemory(child, base, ready.token, file, label));
      }
    } finally {
      await stopServer(child);
      await pool.end();
    }
    if (!QUICK) process.stdout.write('  each query once, its statements timed and the slowest EXPLAINed ...\n');
    const explained = QUICK
      ? { lines: [] }
      : await runScript<{ type: 'explained'; lines: string[] }>('documents/explain.ts', {
          BENCH_DATABASE_URL: postgresUrl,
          BENCH_QUERIES: JSON.stringify(queries),
        });

    const { documents, backfill, sizes } = ready;
    console.log('');
    console.log(`== documents: ${ready.seeded.materials} materials (${MATERIALS} with text, bodies ${BODY_BYTES} bytes), ${ready.seeded.courses} courses`);
    if (documents) {
      console.log(
        `seeding: ${seconds(ready.seedMs)} in all: ${gb(documents.textBytes)} of text written and inserted in ${seconds(documents.insertMs)}, ` +
          `text indexes built in ${seconds(documents.indexMs)}, VACUUM ANALYZE ${seconds(documents.vacuumMs)}`,
      );
    }
    if (sizes) for (const line of sizeLines(sizes)) console.log(line);
    if (backfill) {
      const perFile = backfill.ms / backfill.files;
      console.log(
        `backfill: ${backfill.files} real PDFs (${backfill.pages} pages, ${(backfill.pdfBytes / 1024 / 1024).toFixed(1)} MB) in ${seconds(backfill.ms)}, ` +
          `${perFile.toFixed(0)} ms a file (one job at a time, as PREPARE_POLICY); ${backfill.ready} ready, ${backfill.failed} not; ` +
          `per 10k materials: ${((perFile * 10_000) / 60_000).toFixed(0)} min (scaled from ${backfill.files}, not measured on 10k)`,
      );
    }
    console.log(`migrations: ${seconds(ready.migrateMs)}; server start on this database: ${(startMs / 1000).toFixed(1)} s`);
    console.log('');
    console.log(`GET /api/materials?query= (${queries.length} different searches; target p99 < 50 ms at 100k, < 100 ms at 1M)`);
    for (const [name, figure] of Object.entries(figures)) console.log(`${name.padEnd(44)}${cell(figure)}`);
    for (const line of drained) console.log(line);
    console.log('');
    for (const line of uploads) console.log(line);
    console.log('');
    for (const line of explained.lines) console.log(line);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    stopTimer();
  }
}
