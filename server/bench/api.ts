// npm run bench:api: autocannon on the main reads over 100,000 materials and 2,000 courses,
// on PostgreSQL (TEST_DATABASE_URL, set by e2e/scripts/with-postgres.mjs) and on the embedded
// database, side by side; then the server's memory while a 20 MB file uploads. The server is
// the production build, started as `npm start` starts it (node server/dist/main.js), after a
// separate process has seeded the database (seed.ts). Everything is on loopback, bounded in
// time, and stopped at the end (docs/development.md).
//
// GET /api/faculty is measured four ways: from memory (200 with the body), from memory
// as a browser asks (Accept-Encoding: the brotli copy), from memory revalidated (If-None-Match:
// 304), and without the cache (the server restarted with REFERENCE_CACHE=off, which queries the
// database every time). With the web app built (npm run build), the landing page for a visitor is
// measured too, as a browser asks it.
//   npm run bench:api -- --embedded   only the embedded database (no PostgreSQL figures)
//   npm run bench:api -- --faculty    only the /api/faculty figures (a small catalogue: quick)
//   npm run bench:api -- --documents  search inside notes at scale, on PostgreSQL only (docs/documents.md;
//                                     documents/documents-bench.ts says what it measures and its settings)
//   npm run bench:api -- --lists      the paged lists a student or moderator opens first, on PostgreSQL
//                                     only (lists/lists-bench.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@lectern/shared-api/contract';
import { WORDS } from './bulk-data.ts';
import { runDocumentsBench } from './documents/documents-bench.ts';
import { runListsBench } from './lists/lists-bench.ts';
import { bearer, cell, CONNECTIONS, drive, DURATION_S, seed, startServer, stopAfter, stopServer, type Figures } from './harness.ts';
import { paddedPdf } from './padded-pdf.ts';
import { uploadMemory } from './upload-memory.ts';

const ARGS = new Set(process.argv.slice(2));
const EMBEDDED_ONLY = ARGS.has('--embedded');
const FACULTY_ONLY = ARGS.has('--faculty');
const DOCUMENTS = ARGS.has('--documents');
const LISTS = ARGS.has('--lists');
/** The whole run stops after this, whatever happens. */
const OVERALL_LIMIT_MS = 15 * 60 * 1000;

/** More than 100 different texts: codes with and without the space, in both cases, words and word prefixes. */
function queries(codes: string[]): string[] {
  const spaced = codes.slice(0, 40).map((code) => code.replace(/^([A-Z]+)(\d)/, '$1 $2'));
  const joined = codes.slice(20, 60).map((code) => code.toLowerCase());
  const prefixes = WORDS.map((word) => word.slice(0, 4));
  return [...spaced, ...joined, ...WORDS, ...prefixes];
}

/** What Chromium sends: the answer comes brotli-compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** /api/faculty from memory: plain, as a browser asks (compressed), and revalidated (the tag a browser would send back). */
async function facultyFromMemory(base: string, label: string): Promise<Record<string, Figures>> {
  const etag = (await fetch(`${base}/api/faculty`)).headers.get('etag');
  if (!etag) throw new Error('GET /api/faculty has no ETag: is REFERENCE_CACHE off?');
  process.stdout.write(`  ${label}: GET /api/faculty (cache) ...\n`);
  const plain = await drive(base, {}, ['/api/faculty']);
  process.stdout.write(`  ${label}: GET /api/faculty (cache, as a browser asks) ...\n`);
  const browser = await drive(base, { 'accept-encoding': BROWSER_ACCEPT_ENCODING }, ['/api/faculty']);
  process.stdout.write(`  ${label}: GET /api/faculty (cache, If-None-Match) ...\n`);
  const revalidated = await drive(base, { 'if-none-match': etag }, ['/api/faculty'], 304);
  const figures: Record<string, Figures> = {
    'GET /api/faculty (cache: 200)': plain,
    'GET /api/faculty (cache: 200, br)': browser,
    'GET /api/faculty (cache: 304)': revalidated,
  };
  // The landing page for a visitor, as a browser asks it; only once the web app is built.
  if ((await fetch(`${base}/`)).ok) {
    process.stdout.write(`  ${label}: GET / (a visitor, as a browser asks) ...\n`);
    figures['GET / (visitor, br)'] = await drive(base, { 'accept-encoding': BROWSER_ACCEPT_ENCODING }, ['/']);
  }
  return figures;
}

async function runBackend(label: string, env: Record<string, string>): Promise<{ figures: Record<string, Figures>; notes: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-'));
  // --faculty: the same faculties and departments, without the 100,000 materials nothing reads.
  const ready = await seed({ ...env, BENCH_DATA_DIR: dir, ...(FACULTY_ONLY ? { BENCH_MATERIALS: process.env.BENCH_MATERIALS ?? '1000' } : {}) });
  const serverEnv = { DATA_DIR: dir, ...(env.BENCH_DATABASE_URL ? { DATABASE_URL: env.BENCH_DATABASE_URL } : {}) };
  let { child, port } = await startServer(serverEnv);
  try {
    const base = `http://127.0.0.1:${port}`;
    const texts = queries(ready.codes);
    const facultyBytes = (await (await fetch(`${base}/api/faculty`)).text()).length;
    const notes = [
      `${label}: ${ready.seeded.materials} materials, ${ready.seeded.courses} courses seeded in ${(ready.seedMs / 1000).toFixed(1)} s; ${texts.length} different queries; /api/faculty body ${facultyBytes} bytes`,
    ];
    const suggestions = texts.map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`);
    // [name, paths, signed in]: suggestions twice, as the landing page (guest) and the dashboard ask.
    const scenarios: Array<[string, string[], boolean]> = [
      ['GET /api/materials?query=', texts.map((q) => `/api/materials?query=${encodeURIComponent(q)}`), true],
      ['GET /api/materials/recommendations', ['/api/materials/recommendations', '/api/materials/recommendations?page=2', '/api/materials/recommendations?ignorePreference=true'], true],
      ['GET /api/search/suggestions?q= (guest)', suggestions, false],
      ['GET /api/search/suggestions?q= (signed in)', suggestions, true],
    ];
    const figures: Record<string, Figures> = {};
    for (const [name, paths, signedIn] of FACULTY_ONLY ? [] : scenarios) {
      process.stdout.write(`  ${label}: ${name} ...\n`);
      figures[name] = await drive(base, bearer(signedIn ? ready.token : null), paths);
    }
    Object.assign(figures, await facultyFromMemory(base, label));
    // Two different files (a duplicate is refused): the first also loads pdf.js, once per process.
    for (const [index, label] of (FACULTY_ONLY ? [] : ['first', 'second']).entries()) {
      const file = path.join(dir, `upload-${index}.pdf`);
      fs.writeFileSync(file, paddedPdf(MAX_UPLOAD_BYTES - 64 * 1024 - index));
      notes.push(await uploadMemory(child, base, ready.token, file, label));
    }

    // Without the cache: the same database, a server that asks it on every request.
    await stopServer(child);
    ({ child, port } = await startServer({ ...serverEnv, REFERENCE_CACHE: 'off' }));
    process.stdout.write(`  ${label}: GET /api/faculty (REFERENCE_CACHE=off) ...\n`);
    figures['GET /api/faculty (REFERENCE_CACHE=off)'] = await drive(`http://127.0.0.1:${port}`, {}, ['/api/faculty']);
    return { figures, notes };
  } finally {
    await stopServer(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && (!EMBEDDED_ONLY || DOCUMENTS || LISTS)) {
  console.error('bench:api needs TEST_DATABASE_URL; run it as `npm run bench:api` (it starts a throwaway PostgreSQL server), or add --embedded.');
  process.exit(1);
}
if (DOCUMENTS) {
  await runDocumentsBench(postgresUrl!);
  process.exit(0);
}
if (LISTS) {
  await runListsBench(postgresUrl!);
  process.exit(0);
}
const stopTimer = stopAfter(OVERALL_LIMIT_MS, 'bench:api');
console.log(`bench:api: ${CONNECTIONS} connections, ${DURATION_S} s per call, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
const postgres = EMBEDDED_ONLY ? null : await runBackend('PostgreSQL', { BENCH_DATABASE_URL: postgresUrl! });
const embedded = await runBackend('embedded (PGlite)', {});

const NAME_WIDTH = 48;
console.log('');
console.log(`${'call'.padEnd(NAME_WIDTH)}${postgres ? 'PostgreSQL'.padEnd(46) : ''}embedded (PGlite)`);
for (const name of Object.keys(embedded.figures)) {
  console.log(`${name.padEnd(NAME_WIDTH)}${postgres ? cell(postgres.figures[name]).padEnd(46) : ''}${cell(embedded.figures[name])}`);
}
console.log('');
for (const note of [...(postgres?.notes ?? []), ...embedded.notes]) console.log(note);
stopTimer();
