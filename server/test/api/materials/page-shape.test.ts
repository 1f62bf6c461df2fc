// Page 1's shape: the document job records height / width of the first page as a
// reader sees it (after its own /Rotate), and the material answers it as `pageAspect`, so the
// material page reserves the viewer's box before pdf.js draws it. Null for links and for rows
// read before it was recorded (the client then assumes A4 portrait).
import { degrees, PDFDocument, PageSizes } from 'pdf-lib';
import type { Material } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, readMaterial, type Cast } from '../../helpers/materials.ts';
import { insertMaterial } from '../../helpers/material-rows.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

/** A PDF whose first page is `size` points (width, height), turned by `rotate` degrees, then a second page. */
async function pdfOf(size: [number, number], rotate = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const first = pdf.addPage(size);
  first.drawText('Page one', { x: 40, y: 40, size: 18 });
  if (rotate) first.setRotation(degrees(rotate));
  pdf.addPage(PageSizes.A4);
  return Buffer.from(await pdf.save());
}

const materialOf = (id: string) => readMaterial(t.app(), cast.uploader.session, id);

async function uploadedAspect(content: Buffer): Promise<Material> {
  const uploaded = await createMaterialThroughApi(t.app(), cast.uploader.session, { file: { content } });
  // Answered at once, before the document job has read the file.
  expect(uploaded.pageAspect).toBeNull();
  return materialOf(uploaded.id);
}

test.each([
  ['US Letter portrait', PageSizes.Letter, 0, 792 / 612],
  ['A4 portrait', PageSizes.A4, 0, 841.89 / 595.28],
  ['A4 landscape by its media box', [841.89, 595.28] as [number, number], 0, 595.28 / 841.89],
  ['A4 portrait turned by /Rotate 90', PageSizes.A4, 90, 595.28 / 841.89],
  ['US Letter turned by /Rotate 180 (still portrait)', PageSizes.Letter, 180, 792 / 612],
])('%s: the material answers page 1 shape as height / width', async (_name, size, rotate, expected) => {
  const material = await uploadedAspect(await pdfOf(size, rotate));
  expect(material.previewStatus).toBe('ready');
  expect(material.pages).toBe(2);
  // Stored as a PostgreSQL real: about 7 significant digits.
  expect(material.pageAspect).toBeCloseTo(expected, 5);
});

test('the stored value is the row the page reads (lists carry it too)', async () => {
  const material = await uploadedAspect(await pdfOf(PageSizes.Letter));
  const row = await t.db().selectFrom('materials').select('page_aspect').where('id', '=', material.id).executeTakeFirstOrThrow();
  expect(row.page_aspect).toBeCloseTo(792 / 612, 5);
  const res = await t.app().inject({ method: 'GET', url: '/api/materials/mine?page=1&limit=50', headers: cast.uploader.session.bearer });
  const listed = dataOf<{ data: Material[] }>(res).data.find((m) => m.id === material.id);
  expect(listed?.pageAspect).toBeCloseTo(792 / 612, 5);
});

test('a link has no page shape: null', async () => {
  const link = await createMaterialThroughApi(t.app(), cast.uploader.session, { url: 'https://example.edu/notes' });
  expect((await materialOf(link.id)).pageAspect).toBeNull();
});

test('a file read before the shape was recorded answers null (the client assumes A4 portrait)', async () => {
  const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Read long ago', type: 'pdf', url: null, file_key: 'gone', file_name: 'old.pdf', pages: 3, text_indexed_at: new Date(), preview_status: 'ready' });
  const material = await materialOf(id);
  expect(material.pages).toBe(3);
  expect(material.pageAspect).toBeNull();
});

test('the column refuses a shape without area', async () => {
  const id = await insertMaterial(t.db(), { uploader_id: cast.uploader.id, label: 'Flat' });
  await expect(t.db().updateTable('materials').set({ page_aspect: 0 }).where('id', '=', id).execute()).rejects.toThrow();
});
