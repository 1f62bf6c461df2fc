// Office files through the upload and the document job with the real LibreOffice
// (docs/documents.md): a .pptx becomes a readable PDF (the viewer's), its words searchable on
// their slide, while the download stays the original; a zip bomb, a password-protected .docx
// and .doc end as Preview unavailable, still downloadable. Skipped without LibreOffice (CI
// installs it: .ci/run).
import fs from 'node:fs';
import type { Material, Paged } from '@lectern/shared-api/contract';
import { findOfficeConverter, type OfficeConverter } from '../../../src/domain/documents/index.ts';
import { createCast, jobsDone, readMaterial, setReviewStatus, uploadMaterial, type Cast } from '../../helpers/materials.ts';
import { PASSWORD_PROTECTED_DOC, PPTX_SLIDES, encryptedDocx, slidesPptx, zipBombDocx } from '../../helpers/office-files.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const office: OfficeConverter | null = await findOfficeConverter();
if (!office) console.warn('LibreOffice is not installed: the Office document tests are skipped (apt-get install -y libreoffice-writer-nogui libreoffice-impress-nogui)');
const describeWithOffice = office ? describe : describe.skip;

describeWithOffice('Office files with LibreOffice', () => {
  const t = useTestApp({}, { office, documentJobs: { policy: { retryDelaySeconds: 0 } } });
  let cast: Cast;

  beforeAll(async () => {
    cast = await createCast(t.app(), t.db());
  });

  async function upload(content: Buffer, filename: string): Promise<string> {
    const res = await uploadMaterial(t.app(), cast.uploader.session, { fields: { label: `Office ${filename}` }, file: { content, filename } });
    const material = dataOf<Material>(res, 201);
    expect(material.previewStatus).toBe('pending');
    await jobsDone(t.app());
    return material.id;
  }

  const get = (url: string) => t.app().inject({ method: 'GET', url, headers: cast.uploader.session.bearer });
  const materialOf = (id: string) => readMaterial(t.app(), cast.uploader.session, id);

  test('a .pptx is read in the page as its converted PDF, found by a word on slide 2, downloaded as itself', async () => {
    const pptx = await slidesPptx();
    const id = await upload(pptx, 'circuits.pptx');
    const material = await materialOf(id);
    expect(material).toMatchObject({ type: 'pptx', previewStatus: 'ready', pages: PPTX_SLIDES.length, previewUrl: `/api/materials/${id}/preview`, readUrl: `/api/materials/${id}/file?inline=1` });
    // Slides are landscape: the material page reserves the converted PDF's first page as it is.
    expect(material.pageAspect).toBeGreaterThan(0.5);
    expect(material.pageAspect).toBeLessThan(0.8);

    const inline = await get(material.readUrl!);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="circuits\.pdf"/);
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const download = await get(`/api/materials/${id}/file`);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(Buffer.compare(download.rawPayload, pptx)).toBe(0);

    await setReviewStatus(t.db(), id, 'approved');
    const search = await t.app().inject({ method: 'GET', url: '/api/materials?query=thevenin%20equivalent', headers: cast.stranger.session.bearer });
    const found = dataOf<Paged<Material>>(search).data.find((m) => m.id === id);
    expect(found?.snippet?.page).toBe(2);
  }, 60_000);

  test.each([
    ['a .docx zip bomb', () => zipBombDocx(300 * 1024 * 1024), 'bomb.docx', /expand|large|bomb/i],
    ['a password-protected .docx', () => encryptedDocx(), 'secret.docx', /password/i],
    ['a password-protected .doc', () => fs.readFileSync(PASSWORD_PROTECTED_DOC), 'secret.doc', /./],
  ])('%s ends as Preview unavailable, with its reason, still downloadable', async (_name, content, filename, reason) => {
    const id = await upload(content(), filename);
    expect(await materialOf(id)).toMatchObject({ previewStatus: 'unavailable', previewUrl: null, readUrl: null, canDownload: true });
    const row = await t.db().selectFrom('materials').select('preview_error').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.preview_error).toMatch(reason);
    expect((await get(`/api/materials/${id}/file`)).statusCode).toBe(200);
  }, 60_000);
});
