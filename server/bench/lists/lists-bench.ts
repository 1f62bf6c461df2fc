// npm run bench:api -- --lists: the paged lists a student or moderator opens first (docs/architecture.md,
// "Lists are cheap reads"), on PostgreSQL. Seeds the bench catalogue (seed.ts: 2,000 courses,
// 100,000 materials) and the lists' own data (seed-lists.ts: accounts, proposed courses, blog
// posts, an admin and a moderator), starts the production server and drives each list as the
// screen asks it, as the role that opens it: 50 connections, 2 s warm-up + BENCH_DURATION (10) s.
// Prints req/s, p50 and p99 per list beside the original backend's figure where there is one
// (NestJS + Drizzle on the same data: only GET /api/courses was measured, 339 req/s). Then, with
// the server stopped, each list once through the server's code with its statements timed and the
// slower ones EXPLAINed (explain.ts).
//   BENCH_LISTS=users,blogs   only the lists whose name holds one of these words
//   BENCH_CPU_PROF=<dir>      the server runs with node --cpu-prof, its profile written there at the end
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, cell, CONNECTIONS, drive, DURATION_S, runScript, seed, startServer, stopAfter, stopServer, type Figures } from '../harness.ts';

/** The original backend's req/s on the same data, where it was measured. */
const ORIGINAL_RPS: Record<string, number> = { 'GET /api/courses?page=1&limit=10': 339 };

interface ListsSeeded {
  type: 'lists-ready';
  tokens: { admin: string; moderator: string };
  counts: Record<string, number>;
}

type Role = 'student' | 'moderator' | 'admin';

export async function runListsBench(postgresUrl: string): Promise<void> {
  const stopTimer = stopAfter(20 * 60 * 1000, 'bench:api --lists');
  console.log(`bench:api --lists: ${CONNECTIONS} connections, ${DURATION_S} s per list; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bench-'));
  const env = { BENCH_DATABASE_URL: postgresUrl, BENCH_DATA_DIR: dir };
  const ready = await seed(env);
  const lists = await runScript<ListsSeeded>('lists/seed-lists.ts', env);
  const tokens: Record<Role, string> = { student: ready.token, ...lists.tokens };
  const profileDir = process.env.BENCH_CPU_PROF;
  const { child, port } = await startServer({ DATA_DIR: dir, DATABASE_URL: postgresUrl }, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  let stopped = false;
  try {
    const base = `http://127.0.0.1:${port}`;
    const department = await departmentOf(base, tokens.student);
    // [list, role, paths]: each as its screen asks for its first page.
    const scenarios: Array<[string, Role, string[]]> = [
      ['GET /api/courses?page=1&limit=10', 'student', ['/api/courses?page=1&limit=10']],
      [
        'GET /api/courses (browse: a level, counts)',
        'student',
        [100, 200, 300].map((level) => `/api/courses?departmentId=${department}&level=${level}&page=1&limit=100&allowDepartments=false&withMaterialCounts=true`),
      ],
      ['GET /api/review/courses (pending)', 'moderator', ['/api/review/courses?status=pending&page=1&limit=9']],
      ['GET /api/review/materials (pending)', 'moderator', ['/api/review/materials?status=pending&page=1&limit=9']],
      ['GET /api/user (User Management)', 'admin', ['/api/user?page=1&limit=50']],
      ['GET /api/blogs?page=1&limit=10', 'student', ['/api/blogs?page=1&limit=10']],
    ];
    const only = process.env.BENCH_LISTS?.split(',').filter(Boolean);
    const figures: Record<string, Figures> = {};
    for (const [name, role, paths] of scenarios.filter(([name]) => !only || only.some((word) => name.includes(word)))) {
      process.stdout.write(`  ${name} as a ${role} ...\n`);
      figures[name] = await drive(base, bearer(tokens[role]), paths);
    }
    const width = 46;
    console.log('');
    console.log(`${'list'.padEnd(width)}${'Lectern (PostgreSQL)'.padEnd(50)}original backend`);
    for (const [name, f] of Object.entries(figures)) {
      const original = ORIGINAL_RPS[name];
      console.log(`${name.padEnd(width)}${cell(f).padEnd(50)}${original ? `${original} req/s (${(f.rps / original).toFixed(1)}x)` : '-'}`);
    }
    console.log('');
    console.log(`seeded: ${ready.seeded.courses} courses, ${ready.seeded.materials} materials; ${Object.entries(lists.counts).map(([k, v]) => `${v} ${k}`).join(', ')}`);
    await stopServer(child);
    stopped = true;
    const explained = await runScript<{ type: 'explained'; lines: string[] }>('lists/explain.ts', { ...env, BENCH_TOKENS: JSON.stringify(tokens) });
    console.log('');
    for (const line of explained.lines) console.log(line);
  } finally {
    if (!stopped) await stopServer(child);
    fs.rmSync(dir, { recursive: true, force: true });
    stopTimer();
  }
}

/** The student's department (a bench department), whose levels the browse page lists. */
async function departmentOf(base: string, token: string): Promise<string> {
  const me = (await (await fetch(`${base}/api/user/profile`, { headers: bearer(token) })).json()) as { data?: { departmentId?: string | null } };
  const id = me.data?.departmentId;
  if (!id) throw new Error(`the bench student has no department: ${JSON.stringify(me)}`);
  return id;
}
