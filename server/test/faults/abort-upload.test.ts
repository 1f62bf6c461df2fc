// Fault: a client goes away half-way through an upload. Nothing of it is left in the storage's
// temp folder (and no row, no stored file), whichever part was under way. The server removes the
// temp files as soon as it sees the connection close (well under a second on a quiet machine);
// the test waits for that outcome rather than timing it, which a busy CI machine can stretch.
import { randomBytes } from 'node:crypto';
import { useSocketUploader } from '../helpers/listening.ts';
import { materialCount } from '../helpers/material-rows.ts';
import { listStoredFiles, multipart, uploadParts } from '../helpers/materials.ts';
import { samplePdf } from '../helpers/sample-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { piecewiseUpload } from './helpers/http-client.ts';
import { tempFiles } from './helpers/server-process.ts';
import { until } from '../helpers/wait.ts';

const t = useTestApp();
const uploader = useSocketUploader(t);

const rowCount = () => materialCount(t.db());

/** Aborts the upload and checks that nothing of it is left once the server has cleaned up. */
async function abortAndExpectNothingLeft(upload: { abort(): void }, filesBefore: string[], rowsBefore: number) {
  upload.abort();
  await until(() => tempFiles(t.dataDir()).length === 0, 'the temp files to go', { intervalMs: 10 });
  expect(listStoredFiles(t.dataDir())).toEqual(filesBefore);
  expect(await rowCount()).toBe(rowsBefore);
}

test('a client that goes away in the middle of the file leaves no temp file', async () => {
  const file = Buffer.concat([samplePdf(), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
  const body = multipart(uploadParts({ file: { content: file } }));
  const filesBefore = listStoredFiles(t.dataDir());
  const rowsBefore = await rowCount();

  const upload = piecewiseUpload(uploader.port(), '/api/materials', { ...body.headers, ...uploader.person().session.bearer }, body.payload);
  upload.sendUntil(Math.floor(body.payload.length / 2));
  await until(() => tempFiles(t.dataDir()).some((temp) => temp.size > 1024 * 1024), 'the server to be writing the file');

  await abortAndExpectNothingLeft(upload, filesBefore, rowsBefore);
});

test('a client that goes away after the whole file, during the image, leaves no temp file', async () => {
  const file = samplePdf(3, `Notes ${randomBytes(4).toString('hex')}`);
  const image = randomBytes(512 * 1024);
  const parts = [
    ...uploadParts({ file: null, fields: { label: 'Cut off during the image' } }),
    { name: 'file', filename: 'notes.pdf', content: file, contentType: 'application/pdf' },
    { name: 'image', filename: 'cover.png', content: image, contentType: 'image/png' },
  ];
  const body = multipart(parts);
  const filesBefore = listStoredFiles(t.dataDir());
  const rowsBefore = await rowCount();

  const upload = piecewiseUpload(uploader.port(), '/api/materials', { ...body.headers, ...uploader.person().session.bearer }, body.payload);
  // Up to the middle of the image: the file's temp file is complete, the image's is being written.
  upload.sendUntil(body.payload.indexOf(image) + image.length / 2);
  await until(() => tempFiles(t.dataDir()).length === 2, 'the file and the image temp files');
  expect(tempFiles(t.dataDir()).map((temp) => temp.size)).toContain(file.length);

  await abortAndExpectNothingLeft(upload, filesBefore, rowsBefore);
});
