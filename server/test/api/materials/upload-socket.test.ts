// What app.inject cannot show: a real client on a real socket, sending more than the limit or
// going away half-way through an upload.
import http from 'node:http';
import net from 'node:net';
import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@lectern/shared-api/contract';
import { materialCount } from '../../helpers/material-rows.ts';
import { useSocketUploader } from '../../helpers/listening.ts';
import { listStoredFiles, multipart, uploadParts } from '../../helpers/materials.ts';
import { samplePdf } from '../../helpers/sample-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { until } from '../../helpers/wait.ts';

const t = useTestApp();
/** Checked after each turn of the event loop's I/O: the temp file may live only for a moment. */
const AT_EACH_TURN = { timeoutMs: 10_000, intervalMs: 0 };
const uploader = useSocketUploader(t);

const rowCount = () => materialCount(t.db());

test('a client sending 20 MB + 1 byte reads the 413 envelope instead of a reset connection', async () => {
  const tooBig = Buffer.concat([samplePdf(), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]).subarray(0, MAX_UPLOAD_BYTES + 1);
  const body = multipart(uploadParts({ file: { content: tooBig } }));
  const filesBefore = listStoredFiles(t.dataDir());
  const rowsBefore = await rowCount();

  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: uploader.port(), method: 'POST', path: '/api/materials', headers: { ...body.headers, ...uploader.person().session.bearer, 'content-length': body.payload.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body.payload);
  });

  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE', message: VALIDATION_MESSAGES.fileTooLarge });
  expect(listStoredFiles(t.dataDir())).toEqual(filesBefore);
  expect(await rowCount()).toBe(rowsBefore);
});

test('an upload cut off half-way leaves no row, no file and no temp file', async () => {
  const body = multipart(uploadParts({ file: { content: Buffer.concat([samplePdf(), Buffer.alloc(4 * 1024 * 1024, 0x20)]) } }));
  const filesBefore = listStoredFiles(t.dataDir());
  const rowsBefore = await rowCount();
  const head =
    `POST /api/materials HTTP/1.1\r\nHost: 127.0.0.1:${uploader.port()}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
    `Authorization: ${uploader.person().session.bearer.authorization}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;

  const socket = net.connect(uploader.port(), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(head);
  socket.write(body.payload.subarray(0, body.payload.length / 2));
  // The server has started writing the temp file...
  await until(() => listStoredFiles(t.dataDir()).some((file) => file.startsWith('tmp/')), 'the temp file', AT_EACH_TURN);
  // ...when the client goes away.
  socket.destroy();
  await until(() => !listStoredFiles(t.dataDir()).some((file) => file.startsWith('tmp/')), 'the temp file to go', AT_EACH_TURN);

  expect(listStoredFiles(t.dataDir())).toEqual(filesBefore);
  expect(await rowCount()).toBe(rowsBefore);
});
