// GET /materials/:id/text: the reader's text view. Each page's text as the document job read it,
// allowed exactly when the in-page view of the file is (the same check), 404 otherwise.
import type { LightMyRequestResponse } from 'fastify';
import type { Material, MaterialText, Restriction, Visibility } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, jobsDone, setReviewStatus, type Cast, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { sampleOoxml, textPdf } from '../../helpers/sample-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp({}, { documentJobs: { policy: { retryDelaySeconds: 0 } } });
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

function get(person: Person | null, url: string): Promise<LightMyRequestResponse> {
  return t.app().inject({ method: 'GET', url, headers: person ? person.session.bearer : {} });
}

const PAGES = ['Ohm law relates voltage and current', 'Kirchhoff current law at a node', 'Thevenin equivalent circuits'];

/** An approved PDF of the uploader's whose three pages say PAGES, once the document job has read them. */
async function approvedPdf(options: { visibility?: Visibility; restriction?: Restriction; course?: boolean } = {}): Promise<Material> {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, {
    fields: {
      visibility: options.visibility ?? 'public',
      restriction: options.restriction ?? 'downloadable',
      ...(options.course ? { courseId: cast.course.courseId } : {}),
    },
    file: { content: textPdf(PAGES), filename: 'circuits.pdf' },
  });
  await jobsDone(t.app());
  await setReviewStatus(t.db(), material.id, 'approved');
  return material;
}

async function statuses(url: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of ['uploader', 'stranger', 'member', 'moderator', 'admin'] as const) out[name] = (await get(cast[name], url)).statusCode;
  out.guest = (await get(null, url)).statusCode;
  return out;
}

test('the owner and another student read each page’s text, in page order, in the success envelope', async () => {
  const material = await approvedPdf();
  for (const person of [cast.uploader, cast.stranger]) {
    const res = await get(person, `/api/materials/${material.id}/text`);
    const text = dataOf<MaterialText>(res);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json()).toMatchObject({ status: 'success' });
    expect(text.pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(text.pages.map((page) => page.text.trim())).toEqual(PAGES);
  }
});

test('a guest is asked to sign in (401)', async () => {
  const material = await approvedPdf();
  const res = await get(null, `/api/materials/${material.id}/text`);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ status: 'error' });
});

test('who may read it is who may open the in-page view: private, restricted, pending, view only', async () => {
  const everyone = { uploader: 200, stranger: 200, member: 200, moderator: 200, admin: 200, guest: 401 };
  const ownerAndStaff = { uploader: 200, stranger: 404, member: 404, moderator: 200, admin: 200, guest: 401 };
  const cases: Array<[string, Material, Record<string, number>]> = [
    ['private', await approvedPdf({ visibility: 'private' }), ownerAndStaff],
    ['restricted', await approvedPdf({ restriction: 'restricted', course: true }), { ...ownerAndStaff, member: 200 }],
    ['view only', await approvedPdf({ restriction: 'view only' }), everyone],
    ['unlisted', await approvedPdf({ visibility: 'unlisted' }), everyone],
  ];
  const pending = await createMaterialThroughApi(t.app(), cast.uploader.session, { file: { content: textPdf(PAGES) } });
  cases.push(['pending', pending, ownerAndStaff]);
  for (const [name, material, expected] of cases) {
    const inline = await statuses(`/api/materials/${material.id}/file?inline=1`);
    const text = await statuses(`/api/materials/${material.id}/text`);
    expect({ name, text }).toEqual({ name, text: expected });
    expect({ name, text }).toEqual({ name, text: inline });
  }
  const refused = await get(cast.stranger, `/api/materials/${cases[0]![1].id}/text`);
  expect(refused.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
});

test('a View Only Office file with no in-page view: refused to others as its inline file is (403)', async () => {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { fields: { restriction: 'view only' }, file: { content: sampleOoxml('docx') } });
  await jobsDone(t.app());
  await setReviewStatus(t.db(), material.id, 'approved');
  expect((await get(cast.stranger, `/api/materials/${material.id}/file?inline=1`)).statusCode).toBe(403);
  const text = await get(cast.stranger, `/api/materials/${material.id}/text`);
  expect(text.statusCode).toBe(403);
  expect(text.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
  expect((await get(cast.uploader, `/api/materials/${material.id}/text`)).statusCode).toBe(200);
});

test('an unknown id and a malformed one are 404, like every material route', async () => {
  const unknown = await get(cast.admin, '/api/materials/00000000-0000-4000-8000-000000000000/text');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  const malformed = await get(cast.admin, '/api/materials/not-an-id/text');
  expect(malformed.statusCode).toBe(404);
  expect(malformed.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
});

test('a material with no text found (a scan) and a link answer an empty list', async () => {
  const scan = await approvedPdf();
  await t.db().deleteFrom('material_pages').where('material_id', '=', scan.id).execute();
  const res = await get(cast.stranger, `/api/materials/${scan.id}/text`);
  expect(dataOf<MaterialText>(res)).toEqual({ pages: [] });

  const link = await createMaterialThroughApi(t.app(), cast.uploader.session, { url: 'https://example.edu/notes' });
  const linkText = await get(cast.uploader, `/api/materials/${link.id}/text`);
  expect(dataOf<MaterialText>(linkText)).toEqual({ pages: [] });
});
