// Text in photos of notes (docs/documents.md, "Text in photos and scans"): the document job reads
// each page without text by OCR (Tesseract), so a word written in a photo is found by search with
// its page. Without Tesseract the upload works as before and is previewed without that text.
// The tests that need Tesseract skip, saying so, where it is not installed (`.ci/run` installs it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Material } from '@lectern/shared-api/contract';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { findOcr } from '../../../src/platform/ocr/tesseract.ts';
import { createCast, createMaterialThroughApi, multipart, jobsDone, setReviewStatus, uploadParts, type Cast, type MultipartPart } from '../../helpers/materials.ts';
import { getList, pageOf } from '../../helpers/material-rows.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp, type TestApp } from '../../helpers/test-app.ts';

const tesseract = await findOcr({ tesseractPath: null });
if (!tesseract) console.warn('Tesseract is not installed: the OCR search tests are skipped (apt-get install -y tesseract-ocr tesseract-ocr-eng)');
const describeWithTesseract = tesseract ? describe : describe.skip;

/** A photo of a page: big black words on white, a line each (as a phone would take a clear page). */
async function photoOf(lines: string[]): Promise<Buffer> {
  const text = lines
    .map((line, index) => `<text x="80" y="${260 + index * 180}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="110" font-weight="bold" fill="black">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function uploadPhotos(t: TestApp, cast: Cast, photos: Buffer[]): Promise<Material> {
  const parts: MultipartPart[] = [
    ...uploadParts({ file: null }),
    ...photos.map((content, index) => ({ name: 'photos', filename: `IMG_000${index + 1}.jpg`, content, contentType: 'image/jpeg' })),
  ];
  const body = multipart(parts);
  const res = await t.app().inject({ method: 'POST', url: '/api/materials', payload: body.payload, headers: { ...body.headers, ...cast.uploader.session.bearer } });
  const material = dataOf<Material>(res, 201);
  await jobsDone(t.app());
  await setReviewStatus(t.db(), material.id, 'approved');
  return material;
}

async function row(t: TestApp, id: string) {
  return t.db().selectFrom('materials').select(['preview_status', 'preview_key', 'pages', 'text_indexed_at', 'preview_error', 'ocr_pending']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function pagesOf(t: TestApp, id: string): Promise<Array<{ page: number; body: string }>> {
  return t.db().selectFrom('material_pages').select(['page', 'body']).where('material_id', '=', id).orderBy('page').execute();
}

describeWithTesseract('photos read by OCR', () => {
  const t = useTestApp({}, { ocr: tesseract, documentJobs: { policy: { retryDelaySeconds: 0 } } });
  let cast: Cast;
  beforeAll(async () => {
    cast = await createCast(t.app(), t.db());
  });

  test('a word written in a photo is found by search, with a snippet of the photo’s page', async () => {
    const material = await uploadPhotos(t, cast, [await photoOf(['KIRCHHOFF', 'CURRENT LAW']), await photoOf(['THEVENIN', 'EQUIVALENT'])]);
    expect(await row(t, material.id)).toMatchObject({ preview_status: 'ready', pages: 2, preview_error: null, ocr_pending: false });
    expect((await pagesOf(t, material.id)).map(({ page, body }) => ({ page, body: body.toLowerCase() }))).toEqual([
      { page: 1, body: expect.stringContaining('kirchhoff') },
      { page: 2, body: expect.stringContaining('thevenin') },
    ]);

    for (const [word, page] of [
      ['kirchhoff', 1],
      ['thevenin', 2],
    ] as const) {
      const found = pageOf(await getList(t.app(), cast.stranger, '/api/materials', { query: word })).data.find((m) => m.id === material.id);
      expect(found?.snippet?.page).toBe(page);
      const snippet = found!.snippet!;
      expect(snippet.marks.map((mark) => snippet.text.slice(mark.start, mark.end).toLowerCase())).toContain(word);
    }
  }, 60_000);

  test('a scanned page of a PDF is read by OCR; its typed pages keep their own text', async () => {
    const pdf = await PDFDocument.create();
    const typed = pdf.addPage([595, 842]);
    typed.drawText('Nodal analysis worked examples', { x: 50, y: 780, size: 16, font: await pdf.embedFont(StandardFonts.Helvetica) });
    const scan = await pdf.embedJpg(await photoOf(['NORTON', 'THEOREM']));
    pdf.addPage([595, 446]).drawImage(scan, { x: 0, y: 0, width: 595, height: 446 });
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { file: { content: Buffer.from(await pdf.save()), filename: 'scan.pdf' } });
    await setReviewStatus(t.db(), material.id, 'approved');

    const pages = await pagesOf(t, material.id);
    expect(pages.map(({ page }) => page)).toEqual([1, 2]);
    expect(pages[0]!.body).toBe('Nodal analysis worked examples');
    expect(pages[1]!.body.toLowerCase()).toContain('norton');
    const found = pageOf(await getList(t.app(), cast.stranger, '/api/materials', { query: 'norton' })).data.find((m) => m.id === material.id);
    expect(found?.snippet?.page).toBe(2);
  }, 60_000);
});

describe('without Tesseract', () => {
  const missing = path.join(os.tmpdir(), 'lectern-no-such-tesseract', 'tesseract');
  // The setting points at a program that is not there: the app, looking for it as in production, finds OCR off.
  const t = useTestApp({ TESSERACT_PATH: missing }, { ocr: undefined, documentJobs: { policy: { retryDelaySeconds: 0 } } });
  let cast: Cast;
  beforeAll(async () => {
    cast = await createCast(t.app(), t.db());
  });

  test('a photo upload is stored and previewed, with no text and no error', async () => {
    expect(fs.existsSync(missing)).toBe(false);
    const material = await uploadPhotos(t, cast, [await photoOf(['KIRCHHOFF', 'CURRENT LAW'])]);
    const stored = await row(t, material.id);
    // Left for the next start with OCR (ocr-after-install.test.ts).
    expect(stored).toMatchObject({ preview_status: 'ready', pages: 1, preview_error: null, ocr_pending: true });
    expect(stored.preview_key).not.toBeNull();
    expect(stored.text_indexed_at).not.toBeNull();
    expect(await pagesOf(t, material.id)).toEqual([]);
    const found = pageOf(await getList(t.app(), cast.stranger, '/api/materials', { query: 'kirchhoff' })).data.find((m) => m.id === material.id);
    expect(found).toBeUndefined();
  }, 60_000);
});
