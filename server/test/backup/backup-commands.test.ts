// The operator's commands, as the README gives them, against the real server process: while it
// serves, `npm run backup` writes the archive (on the embedded database the server writes it
// itself, asked over DATA_DIR/control.sock, since PGlite is open in one process only), and a
// restore into the live site is refused. After a restore into an empty DATA_DIR (or an empty
// PostgreSQL database on the e2e pass) a server started there has the account and the file.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Material } from '@lectern/shared-api/contract';
import { multipart, uploadParts } from '../helpers/materials.ts';
import { dataOf } from '../helpers/responses.ts';
import { samplePdf } from '../helpers/sample-files.ts';
import { call, piecewiseUpload, signInOverHttp } from '../faults/helpers/http-client.ts';
import { ADMIN } from '../faults/helpers/server-process.ts';
import { useSpawnedSite } from '../faults/helpers/spawned-site.ts';

const serverDir = path.resolve(import.meta.dirname ?? '', '../..');

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore -- <file>` (the script npm runs), with the server's environment. */
function runCommand(command: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=@lectern/source', 'src/platform/backup/cli.ts', command, file],
      { cwd: serverDir, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** One raw exchange on the control socket: what a process other than the CLI might send. */
function exchange(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath, () => socket.write(line));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

const pglite = !process.env.TEST_DATABASE_URL;
const source = useSpawnedSite('lectern-backup-site-');
const target = useSpawnedSite('lectern-backup-restored-');
const socketSite = useSpawnedSite('lectern-backup-socket-');
let archives = '';

beforeAll(() => {
  archives = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-backup-archives-'));
});
afterAll(() => {
  if (archives) fs.rmSync(archives, { recursive: true, force: true });
});

test('backup while the site serves, refuse a restore into it, restore into an empty site that then serves the file', async () => {
  const sourceEnv = { DATA_DIR: source.dataDir, ...source.database.env };
  const targetEnv = { DATA_DIR: target.dataDir, ...target.database.env };
  const archive = path.join(archives, 'site.tar.gz');
  const document = samplePdf(2, 'Backed up while serving');

  let server = await source.start();
  const bearer = await signInOverHttp(server.port, ADMIN.email, ADMIN.password);
  const body = multipart(uploadParts({ file: { content: document, filename: 'served.pdf' } }));
  const uploaded = await piecewiseUpload(server.port, '/api/materials', { ...body.headers, ...bearer }, body.payload).finish();
  const materialId = dataOf<Material>(uploaded, 201).id;

  const backup = await runCommand('backup', archive, sourceEnv);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toMatch(pglite ? /written to .*site\.tar\.gz by the running server: / : /written to .*site\.tar\.gz: /);
  expect(fs.statSync(archive).size).toBeGreaterThan(document.length / 2);
  // The site went on serving.
  expect((await call(server.port, 'GET', `/api/materials/${materialId}/file`, { headers: bearer })).status).toBe(200);

  const intoLiveSite = await runCommand('restore', archive, sourceEnv);
  expect(intoLiveSite.code).toBe(1);
  expect(intoLiveSite.stderr).toMatch(pglite ? /^restore: the embedded database in .* is open in process \d+ .*stop it before the restore/ : /^restore: the target is not empty/);

  expect(await server.stop()).toBe(0);
  expect(fs.existsSync(path.join(sourceEnv.DATA_DIR, 'control.sock'))).toBe(false);

  const restore = await runCommand('restore', archive, targetEnv);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  server = await target.start();
  const restoredBearer = await signInOverHttp(server.port, ADMIN.email, ADMIN.password);
  const file = await call(server.port, 'GET', `/api/materials/${materialId}/file`, { headers: restoredBearer });
  expect(file.status).toBe(200);
  expect(file.bytes.equals(document)).toBe(true);
  expect(await server.stop()).toBe(0);
}, 300_000);

(pglite ? test : test.skip)('the control socket: private to its owner, refuses bad requests, and a killed server leaves none that misleads', async () => {
  const dataDir = socketSite.dataDir;
  let server = await socketSite.start();
  const socketPath = path.join(dataDir, 'control.sock');
  expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);

  for (const line of ['not json\n', '{"command":"restore","file":"/tmp/x"}\n', '{"command":"backup","file":"relative.tar.gz"}\n']) {
    expect(JSON.parse(await exchange(socketPath, line))).toEqual({ ok: false, message: expect.any(String) });
  }
  const unwritable = JSON.parse(await exchange(socketPath, `{"command":"backup","file":"${path.join(dataDir, 'no', 'such', 'dir', 'x.tar.gz')}"}\n`));
  expect(unwritable).toEqual({ ok: false, message: expect.stringMatching(/ENOENT/) });
  // The server is unharmed by all of it.
  expect((await call(server.port, 'GET', '/api/health')).status).toBe(200);

  // A kill leaves the socket file behind; with no process holding the database, the command backs up directly...
  server.child.kill('SIGKILL');
  await server.exited;
  expect(fs.existsSync(socketPath)).toBe(true);
  const direct = await runCommand('backup', path.join(archives, 'after-kill.tar.gz'), { DATA_DIR: dataDir });
  expect(direct.code).toBe(0);
  expect(direct.stdout).not.toMatch(/by the running server/);
  // ...and the next start replaces the stale socket and answers on it.
  server = await socketSite.start();
  const viaServer = await runCommand('backup', path.join(archives, 'after-restart.tar.gz'), { DATA_DIR: dataDir });
  expect(viaServer.stdout).toMatch(/by the running server/);
  expect(await server.stop()).toBe(0);
}, 300_000);
