// Fault: the process is killed (SIGKILL, no chance to clean up) half-way through a 20 MB
// upload. After a restart there is no row for it and no file of it: the start-up sweep
// (storage/sweep-orphans.ts, run by main.ts before listening) removes the temp file the kill
// left, and any stored file no row points at.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@lectern/shared-api/contract';
import { listStoredFiles, multipart, uploadParts } from '../helpers/materials.ts';
import { samplePdf } from '../helpers/sample-files.ts';
import { piecewiseUpload, signInOverHttp } from './helpers/http-client.ts';
import { ADMIN, tempFiles } from './helpers/server-process.ts';
import { useSpawnedSite } from './helpers/spawned-site.ts';
import { until } from '../helpers/wait.ts';

const site = useSpawnedSite('lectern-fault-kill-');

test('kill -9 during a 20 MB upload, then a restart: no row, no temp file, no orphan file', async () => {
  let server = await site.start();
  const bearer = await signInOverHttp(server.port, ADMIN.email, ADMIN.password);

  // A 20 MB PDF (the largest allowed), streamed: the server is stopped half-way through it.
  const file = Buffer.concat([samplePdf(), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]).subarray(0, MAX_UPLOAD_BYTES);
  const body = multipart(uploadParts({ file: { content: file } }));
  const upload = piecewiseUpload(server.port, '/api/materials', { ...body.headers, ...bearer }, body.payload);
  upload.sendUntil(Math.floor(body.payload.length / 2));
  await until(() => tempFiles(site.dataDir).some((temp) => temp.size >= 4 * 1024 * 1024), 'the server to be writing the upload');

  server.child.kill('SIGKILL');
  expect((await server.exited).signal).toBe('SIGKILL');
  upload.abort();
  // The kill left the half-written temp file behind...
  expect(tempFiles(site.dataDir)).toHaveLength(1);
  // ...and, as a kill between the rename into place and the insert would, a stored file with no row.
  const orphanKey = randomBytes(16).toString('hex');
  fs.mkdirSync(path.join(site.dataDir, 'files', 'objects', orphanKey.slice(0, 2)), { recursive: true });
  fs.writeFileSync(path.join(site.dataDir, 'files', 'objects', orphanKey.slice(0, 2), orphanKey), samplePdf());

  server = await site.start();
  expect(listStoredFiles(site.dataDir)).toEqual([]);
  expect(await server.stop()).toBe(0);
  expect(await site.database.countMaterials(site.dataDir)).toBe(0);
}, 300_000);
