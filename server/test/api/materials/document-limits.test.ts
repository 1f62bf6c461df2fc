// A PDF that reading cannot finish (one line of 10 MB of text: pdf.js lays out every glyph) is
// stopped at the time limit in its child process, and the API answers throughout. One try of
// 3 s here (60 s in production, three tries: docs/documents.md).
import { execSync } from 'node:child_process';
import type { Material } from '@lectern/shared-api/contract';
import { createCast, jobsDone, readMaterial, uploadMaterial, type Cast } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { textPdf } from '../../helpers/sample-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp({}, { documentJobs: { policy: { attempts: 1 }, pdfLimits: { timeoutMs: 3_000 } } });
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const materialOf = (id: string) => readMaterial(t.app(), cast.uploader.session, id);

test('a PDF whose text is one 10 MB line: each try stopped at the time limit, no process left, the API answering meanwhile', async () => {
  const line = 'lorem ipsum dolor '.repeat(600_000).slice(0, 10_000_000);
  const res = await uploadMaterial(t.app(), cast.uploader.session, { file: { content: textPdf([line]) } });
  const { id } = dataOf<Material>(res, 201);
  // While the child process reads it, requests are answered.
  expect((await t.app().inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  await jobsDone(t.app());
  expect(await materialOf(id)).toMatchObject({ previewStatus: 'unavailable', canDownload: true });
  const row = await t.db().selectFrom('materials').select('preview_error').where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.preview_error).toMatch(/longer than 3 s/);
  // No reader of this process's is left (other test files may be reading PDFs of their own).
  const readers = execSync('ps -eo ppid=,args=').toString().split('\n').filter((line) => line.includes('pdf-worker.mjs') && Number(line.trim().split(/\s+/)[0]) === process.pid);
  expect(readers).toEqual([]);
}, 60_000);
