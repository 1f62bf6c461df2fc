// The real entry point (src/main.ts through tsx) as its own process on a free port, with its
// own DATA_DIR: what a fault test kills, signals or starves.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call } from './http-client.ts';
import { until } from '../../helpers/wait.ts';
import { freePort } from '../../helpers/free-port.ts';

const serverDir = path.resolve(import.meta.dirname ?? '', '../../..');

export const ADMIN = { email: 'faults.admin@uni.edu', password: 'Correct-horse-7' };

export interface ServerProcess {
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Settles when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/** Starts the server and resolves once GET /api/health answers 200 (its start-up work is done by then). */
export async function startServer(options: { dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@lectern/source', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      RATE_LIMIT_AUTH: '1000',
      // A busy test machine is not an overloaded server: load shedding is tested on its own.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const server: ServerProcess = {
    port,
    dataDir: options.dataDir,
    child,
    exited,
    output: () => output,
    async stop() {
      if (!hasExited) child.kill('SIGTERM');
      return (await exited).code;
    },
  };
  try {
    await until(
      async () => {
        if (hasExited) throw new Error(`the server exited while starting:\n${output}`);
        return (await call(port, 'GET', '/api/health', { timeoutMs: 5_000 }).catch(() => null))?.status === 200;
      },
      `the server on port ${port} to answer /api/health`,
      { timeoutMs: 120_000, intervalMs: 100 },
    );
  } catch (error) {
    if (!hasExited) child.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** Every file under DATA_DIR/files/tmp (uploads under way), with its size. */
export function tempFiles(dataDir: string): Array<{ name: string; size: number }> {
  const dir = path.join(dataDir, 'files', 'tmp');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((name) => {
    try {
      return [{ name, size: fs.statSync(path.join(dir, name)).size }];
    } catch {
      return [];
    }
  });
}
