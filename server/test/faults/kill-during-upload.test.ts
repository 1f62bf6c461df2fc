// Fault: the process is killed (SIGKILL, no chance to clean up) half-way through a 20 MB
// upload. After a restart there is no row for it and no file of it: the start-up sweep
// (storage/sweep-orphans.ts, run by main.ts before listening) removes the temp file the kill
// left, and any stored file no row points at.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@lectern/shared-api/contract';
import { listStoredFiles, multipart, uploadParts } from '../helpers/materials.ts';
import { samplePdf } from '../helpers/sample-files.ts';
import { piecewiseUpload, signInOverHttp } from './helpers/http-client.ts';
import { createServerDatabase, type ServerDatabase } from './helpers/server-database.ts';
import { ADMIN, startServer, tempFiles, type ServerProcess } from './helpers/server-process.ts';
import { until } from './helpers/wait.ts';

let dataDir = '';
let database: ServerDatabase;
let server: ServerProcess | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-fault-kill-'));
  database = await createServerDatabase();
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('kill -9 during a 20 MB upload, then a restart: no row, no temp file, no orphan file', async () => {
  server = await startServer({ dataDir, env: database.env });
  const bearer = await signInOverHttp(server.port, ADMIN.email, ADMIN.password);

  // A 20 MB PDF (the largest allowed), streamed: the server is stopped half-way through it.
  const file = Buffer.concat([samplePdf(), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]).subarray(0, MAX_UPLOAD_BYTES);
  const body = multipart(uploadParts({ file: { content: file } }));
  const upload = piecewiseUpload(server.port, '/api/materials', { ...body.headers, ...bearer }, body.payload);
  upload.sendUntil(Math.floor(body.payload.length / 2));
  await until(() => tempFiles(dataDir).some((temp) => temp.size >= 4 * 1024 * 1024), 'the server to be writing the upload');

  server.child.kill('SIGKILL');
  expect((await server.exited).signal).toBe('SIGKILL');
  upload.abort();
  // The kill left the half-written temp file behind...
  expect(tempFiles(dataDir)).toHaveLength(1);
  // ...and, as a kill between the rename into place and the insert would, a stored file with no row.
  const orphanKey = randomBytes(16).toString('hex');
  fs.mkdirSync(path.join(dataDir, 'files', 'objects', orphanKey.slice(0, 2)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files', 'objects', orphanKey.slice(0, 2), orphanKey), samplePdf());

  server = await startServer({ dataDir, env: database.env });
  expect(listStoredFiles(dataDir)).toEqual([]);
  expect(await server.stop()).toBe(0);
  expect(await database.countMaterials(dataDir)).toBe(0);
}, 300_000);
