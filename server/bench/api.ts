// npm run bench:api: autocannon on the main reads over 100,000 materials and 2,000 courses,
// on PostgreSQL (TEST_DATABASE_URL, set by e2e/scripts/with-postgres.mjs) and on the embedded
// database, side by side; then the server's memory while a 20 MB file uploads. The server is
// the production build, started as `npm start` starts it (node server/dist/main.js), after a
// separate process has seeded the database (seed.ts). Everything is on loopback, bounded in
// time, and stopped at the end (docs/development.md).
//
// GET /api/faculty is measured four ways (issue 12): from memory (200 with the body), from memory
// as a browser asks (Accept-Encoding: the brotli copy), from memory revalidated (If-None-Match:
// 304), and without the cache (the server restarted with REFERENCE_CACHE=off, which queries the
// database every time). With the web app built (npm run build), the landing page for a visitor is
// measured too, as a browser asks it.
//   npm run bench:api -- --embedded   only the embedded database (no PostgreSQL figures)
//   npm run bench:api -- --faculty    only the /api/faculty figures (a small catalogue: quick)
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { MAX_UPLOAD_BYTES } from '@lectern/shared-api/contract';
import { WORDS } from './bulk-data.ts';
import { paddedPdf } from './padded-pdf.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ARGS = new Set(process.argv.slice(2));
const EMBEDDED_ONLY = ARGS.has('--embedded');
const FACULTY_ONLY = ARGS.has('--faculty');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Every call is first driven, unmeasured, for this long: the figures are those of a server whose
 * code is compiled (as one that has been up for a minute), not of its first requests.
 */
const WARMUP_S = 2;
/** The whole run stops after this, whatever happens. */
const OVERALL_LIMIT_MS = 15 * 60 * 1000;

interface Seeded {
  type: 'ready';
  token: string;
  codes: string[];
  seeded: { courses: number; materials: number };
  seedMs: number;
  kind: string;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const children = new Set<ChildProcess>();
const overall = setTimeout(() => {
  console.error(`bench:api: stopped after ${OVERALL_LIMIT_MS / 60000} minutes`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, OVERALL_LIMIT_MS);
overall.unref();

/** Seeds the database in its own process (TypeScript through tsx), which closes it and exits. */
function seed(env: Record<string, string>): Promise<Seeded> {
  const child = fork(path.join(HERE, 'seed.ts'), [], {
    execArgv: ['--import', 'tsx', '--conditions=@lectern/source'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let seeded: Seeded | undefined;
    child.on('message', (message: Seeded) => {
      if (message.type === 'ready') seeded = message;
    });
    child.once('exit', (code) => {
      children.delete(child);
      if (seeded) resolve(seeded);
      else reject(new Error(`bench seeding exited (${code})`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** The production server on the seeded database, once /api/health answers. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(HERE, '..', 'dist', 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent', DEMO_DATA: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited (${code})`))));
  for (;;) {
    const up = await Promise.race([
      fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok, () => false),
      exited,
    ]);
    if (up) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process's resident memory now, from /proc (the whole process: heap, buffers, native code). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** More than 100 different texts: codes with and without the space, in both cases, words and word prefixes. */
function queries(codes: string[]): string[] {
  const spaced = codes.slice(0, 40).map((code) => code.replace(/^([A-Z]+)(\d)/, '$1 $2'));
  const joined = codes.slice(20, 60).map((code) => code.toLowerCase());
  const prefixes = WORDS.map((word) => word.slice(0, 4));
  return [...spaced, ...joined, ...WORDS, ...prefixes];
}

/** `expect` is the status every answer should have; any other counts as an error. */
async function drive(base: string, headers: Record<string, string>, paths: string[], expect: 200 | 304 = 200): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    // One path: in the URL, so the request is built once (setupRequest would rebuild it for
    // every request, spending the load generator's share of the machine on the generator).
    url: paths.length === 1 ? `${base}${paths[0]}` : base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
    headers,
    ...(paths.length > 1 && {
      requests: [
        {
          setupRequest: (request: AutocannonRequest) => {
            request.path = paths[next++ % paths.length]!;
            return request;
          },
        },
      ],
    }),
  });
  const unexpected = expect === 304 ? result.non2xx - result['3xx'] + result['2xx'] : result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + unexpected };
}

const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function stopServer(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  children.delete(child);
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

/** One 20 MB upload, with the server's resident memory sampled every 10 ms from outside. */
async function uploadPeak(child: ChildProcess, base: string, token: string, file: string, label: string): Promise<string> {
  const pid = child.pid!;
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  const form = new FormData();
  form.set('label', `Bench upload ${label}`);
  form.set('classification', 'lecture-notes');
  form.set('visibility', 'public');
  form.set('restriction', 'downloadable');
  form.set('tags', '[]');
  form.set('file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), 'bench.pdf');
  const started = Date.now();
  const res = await fetch(`${base}/api/materials`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const took = Date.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  return `${label} upload of ${mb(fs.statSync(file).size)}: ${res.status} in ${took} ms; server RSS ${mb(idle)} idle, peak ${mb(peak)} (+${mb(peak - idle)})`;
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
      notes.push(await uploadPeak(child, base, ready.token, file, `${label}`));
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
if (!postgresUrl && !EMBEDDED_ONLY) {
  console.error('bench:api needs TEST_DATABASE_URL; run it as `npm run bench:api` (it starts a throwaway PostgreSQL server), or add --embedded.');
  process.exit(1);
}
console.log(`bench:api: ${CONNECTIONS} connections, ${DURATION_S} s per call, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
const postgres = EMBEDDED_ONLY ? null : await runBackend('PostgreSQL', { BENCH_DATABASE_URL: postgresUrl! });
const embedded = await runBackend('embedded (PGlite)', {});

const cell = (f: Figures | undefined) => (f ? `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms${f.errors ? `  ${f.errors} errors` : ''}` : '');
const NAME_WIDTH = 48;
console.log('');
console.log(`${'call'.padEnd(NAME_WIDTH)}${postgres ? 'PostgreSQL'.padEnd(46) : ''}embedded (PGlite)`);
for (const name of Object.keys(embedded.figures)) {
  console.log(`${name.padEnd(NAME_WIDTH)}${postgres ? cell(postgres.figures[name]).padEnd(46) : ''}${cell(embedded.figures[name])}`);
}
console.log('');
for (const note of [...(postgres?.notes ?? []), ...embedded.notes]) console.log(note);
clearTimeout(overall);
