// Start and stop the real Lectern server (the production build) and small static hosts.
import { spawn } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Lectern server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Lectern server at ${url} did not become healthy`);
}

// Servers still running when this process ends (a journey that timed out before its afterAll
// stopped it): stopped with it, not left holding their port and data folder.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Name the data folders the journeys' servers start from, each a copy of its own
 * (support/data-templates.mjs makes them, support/globalSetup.mjs once per run): one migrated,
 * with the reference data and no materials, for DEMO_DATA=false; one with the demo data seeded
 * and its previews and text ready, for every other start.
 */
export const DATA_TEMPLATE_ENV = 'LECTERN_E2E_DATA_TEMPLATE';
export const DEMO_DATA_TEMPLATE_ENV = 'LECTERN_E2E_DEMO_DATA_TEMPLATE';

/** The template for a start with `env`: the demo data is on unless it says DEMO_DATA=false (the server's default). */
function templateFor(env) {
  const demoData = (env.DEMO_DATA ?? process.env.DEMO_DATA) !== 'false';
  return process.env[demoData ? DEMO_DATA_TEMPLATE_ENV : DATA_TEMPLATE_ENV];
}

/** Runs `node server/dist/main.js` on a free port with a fresh data folder (a copy of its template, when there is one). */
export async function startLectern(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectern-e2e-'));
  const template = templateFor(env);
  if (template) cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys sign in many times from one address; the limits have their own API tests.
      RATE_LIMIT_AUTH: '1000',
      // Two journeys run at once on two cores, beside their browsers: a server's event loop may
      // lag past a second there for want of a core, not for its own load. Shedding for a late
      // loop has its own tests (server/test/faults/overload.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    /** Stops the server and removes its data folder, unless `keepData` (a template being made). */
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html', '.map': 'application/json' };

/** A plain static host with CORS, standing in for a CDN that serves one remote's build. */
export async function serveFolder(folder) {
  const port = await freePort();
  const server = createServer((req, res) => {
    const file = path.join(folder, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** Runs a command to completion, failing loudly. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
