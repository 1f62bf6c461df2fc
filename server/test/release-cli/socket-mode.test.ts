// `npm run release` while the server runs on the embedded database: PGlite is open in that
// process only, so the command asks it over DATA_DIR/control.sock; the server reads the build
// folder itself, publishes, and serves the change from its very next answer.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { RELEASE_MESSAGES as M } from '@lectern/shared-api/contract';
import { call } from '../faults/helpers/http-client.ts';
import { startServer, type ServerProcess } from '../faults/helpers/server-process.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { shellManifest, tempDir, writeRemoteBuild } from '../helpers/release-builds.ts';
import { publishedId, runRelease } from './run-release.ts';

const site = createFakeStaticRoot();
site.write('shell/dist/mf-manifest.json', shellManifest());
const work = tempDir('lectern-release-socket-');
const dataDir = path.join(work, 'data');
const first = writeRemoteBuild(path.join(work, 'first'), 'student', { marker: 'first' });
const second = writeRemoteBuild(path.join(work, 'second'), 'student', { marker: 'second' });
let server: ServerProcess | null = null;

beforeAll(async () => {
  server = await startServer({ dataDir, env: { STATIC_ROOT: site.root } });
}, 180_000);
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  site.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

const release = (args: string[]) => runRelease(args, { DATA_DIR: dataDir, STATIC_ROOT: site.root });
const servedStudent = async () => (JSON.parse((await call(server!.port, 'GET', '/remotes.json')).body) as Record<string, string>).student;

/** One raw exchange on the control socket, as another process of the same user might send it. */
function exchange(line: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(path.join(dataDir, 'control.sock'), () => socket.write(line));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(JSON.parse(received)));
    socket.on('error', reject);
  });
}

test('the running server publishes and promotes, and its next /remotes.json serves the release; a rollback is served at once too', async () => {
  const published = await release(['student', '--dist', first]);
  expect({ code: published.code, stderr: published.stderr }).toEqual({ code: 0, stderr: '' });
  const one = publishedId(published.stdout);
  expect(published.stdout).toContain(`student now serves ${one.slice(0, 6)} (was nothing)`);
  expect(published.stdout).toMatch(new RegExp(`^Done in \\d+\\.\\d s \\(by the server running on ${dataDir}\\)\\.$`, 'm'));
  expect(await servedStudent()).toBe(`/remotes/student/releases/${one}/mf-manifest.json`);

  const next = await release(['student', '--dist', second]);
  expect(next.code).toBe(0);
  const two = publishedId(next.stdout);
  expect(await servedStudent()).toBe(`/remotes/student/releases/${two}/mf-manifest.json`);

  const rolledBack = await release(['student', '--rollback']);
  expect(rolledBack.code).toBe(0);
  expect(rolledBack.stdout).toContain(`student rolled back: now serves ${one.slice(0, 6)} (was ${two.slice(0, 6)})`);
  expect(await servedStudent()).toBe(`/remotes/student/releases/${one}/mf-manifest.json`);
  // The files it serves are the build's.
  expect((await call(server!.port, 'GET', `/remotes/student/releases/${one}/remoteEntry.js`)).body).toBe('var student = "first";');
}, 120_000);

test("the server's refusals come back as one line with exit code 1; a malformed request is refused and the server serves on", async () => {
  const nothing = await release(['auth', '--rollback']);
  expect({ code: nothing.code, stdout: nothing.stdout, stderr: nothing.stderr }).toEqual({ code: 1, stdout: '', stderr: `release: ${M.nothingToRollBack}\n` });

  for (const operation of [
    { action: 'publish', remote: 'student', dir: 'relative/dist', then: { kind: 'promote' } },
    { action: 'publish', remote: 'student', dir: first, then: { kind: 'canary', percent: 90 } },
    { action: 'promote', remote: 'billing', release: '0123456789ab' },
    { action: 'drop-tables', remote: 'student' },
  ]) {
    expect(await exchange(`${JSON.stringify({ command: 'release', operation, actor: 'npm run release (someone@here)' })}\n`)).toEqual({ ok: false, message: expect.stringMatching(/^expected /) });
  }
  expect(await exchange(`${JSON.stringify({ command: 'release', operation: { action: 'status', remote: 'student' }, actor: 'anyone' })}\n`)).toEqual({ ok: false, message: expect.any(String) });
  expect((await call(server!.port, 'GET', '/api/health')).status).toBe(200);
  expect(await server!.stop()).toBe(0);
}, 60_000);
