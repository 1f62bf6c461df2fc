// What the API benchmarks share (api.ts and its documents mode): seeding in a process of its own,
// the production server started as `npm start` starts it, autocannon, the resident memory of a
// process from /proc, and a time limit after which every process started here is killed.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonRequest } from 'autocannon';
import type { BackfillFigures } from './documents/backfill.ts';
import type { DocumentsSeeded } from './documents/seed-documents.ts';
import type { DocumentSizes } from './documents/sizes.ts';
import { freePort } from '../test/helpers/free-port.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Every call is first driven, unmeasured, for this long: the figures are those of a server whose
 * code is compiled (as one that has been up for a minute), not of its first requests.
 */
export const WARMUP_S = 2;

export interface Seeded {
  type: 'ready';
  token: string;
  /** The first caller's token, then one per bench department's caller. */
  tokens: string[];
  codes: string[];
  seeded: { courses: number; materials: number };
  seedMs: number;
  /** Migrating the database first (on a reused one, any migration added since it was seeded). */
  migrateMs: number;
  kind: string;
  documents: DocumentsSeeded | null;
  backfill: BackfillFigures | null;
  sizes: DocumentSizes | null;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers with another status, connection errors and timeouts. */
  errors: number;
  /** Requests unanswered after autocannon's 10 s (part of errors). */
  timeouts?: number;
}

const children = new Set<ChildProcess>();

/** The whole run stops after `ms`, whatever happens, and kills every process it started. */
export function stopAfter(ms: number, name: string): () => void {
  const overall = setTimeout(() => {
    console.error(`${name}: stopped after ${ms / 60000} minutes`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, ms);
  overall.unref();
  return () => clearTimeout(overall);
}

/** Runs a bench script (TypeScript through tsx) in its own process; resolves with the message it sends before exiting. */
export function runScript<T extends { type: string }>(script: string, env: Record<string, string>): Promise<T> {
  const child = fork(path.join(HERE, script), [], {
    execArgv: ['--import', 'tsx', '--conditions=@lectern/source'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let answer: T | undefined;
    child.on('message', (message: T) => {
      answer = message;
    });
    child.once('exit', (code) => {
      children.delete(child);
      if (answer) resolve(answer);
      else reject(new Error(`${script} exited (${code})`));
    });
  });
}

/** Seeds the database in its own process (seed.ts), which closes it and exits. */
export const seed = (env: Record<string, string>): Promise<Seeded> => runScript<Seeded>('seed.ts', env);

/** The production server on the seeded database, once /api/health answers; `nodeArgs` such as --cpu-prof. */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(HERE, '..', 'dist', 'main.js')], {
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

export async function stopServer(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  children.delete(child);
}

/** A line of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: the most it has been); 0 once the process is gone. */
export function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The process's resident memory now, from /proc (the whole process: heap, buffers, native code). */
export const rssOf = (pid: number): number => procStatusBytes(pid, 'VmRSS');

/** The processes whose parent is `pid` (each thread's children list, from /proc). */
export function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export interface Request {
  path: string;
  headers?: Record<string, string>;
}

/**
 * autocannon with CONNECTIONS connections for DURATION_S seconds (after WARMUP_S unmeasured), the
 * requests in turn. `expect` is the status every answer should have; any other counts as an error.
 */
export async function driveRequests(base: string, headers: Record<string, string>, requests: Request[], expect: 200 | 304 = 200): Promise<Figures> {
  let next = 0;
  const single = requests.length === 1 && !requests[0]!.headers;
  const result = await autocannon({
    // One path: in the URL, so the request is built once (setupRequest would rebuild it for
    // every request, spending the load generator's share of the machine on the generator).
    url: single ? `${base}${requests[0]!.path}` : base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
    headers,
    ...(!single && {
      requests: [
        {
          setupRequest: (request: AutocannonRequest) => {
            const chosen = requests[next++ % requests.length]!;
            request.path = chosen.path;
            if (chosen.headers) request.headers = { ...(request.headers as Record<string, string>), ...chosen.headers };
            return request;
          },
        },
      ],
    }),
  });
  const unexpected = expect === 304 ? result.non2xx - result['3xx'] + result['2xx'] : result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + unexpected, timeouts: result.timeouts };
}

/** The same paths for every connection, in turn. */
export const drive = (base: string, headers: Record<string, string>, paths: string[], expect: 200 | 304 = 200): Promise<Figures> =>
  driveRequests(base, headers, paths.map((p) => ({ path: p })), expect);

export const cell = (f: Figures | undefined): string =>
  f
    ? `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms` +
      `${f.errors ? `  ${f.errors} errors${f.timeouts ? ` (${f.timeouts} timed out)` : ''}` : ''}`
    : '';
