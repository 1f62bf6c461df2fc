import type { LightMyRequestResponse } from 'fastify';
import type { Material, Restriction, Visibility } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, reviewThroughApi, setReviewStatus, type Cast, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { sampleOoxml, samplePdf, samplePng } from '../../helpers/sample-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

function get(person: Person, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app().inject({ method: 'GET', url, headers: { ...person.session.bearer, ...headers } });
}

async function approvedMaterial(options: { visibility?: Visibility; restriction?: Restriction; course?: boolean; pdf?: Buffer } = {}): Promise<Material> {
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, {
    fields: {
      visibility: options.visibility ?? 'public',
      restriction: options.restriction ?? 'downloadable',
      ...(options.course ? { courseId: cast.course.courseId } : {}),
    },
    file: { content: options.pdf ?? samplePdf(), filename: 'Week 3 — notes.pdf' },
  });
  await reviewThroughApi(t.app(), cast.moderator.session, material.id, 'approved');
  return material;
}

type Who = 'uploader' | 'stranger' | 'member' | 'moderator' | 'admin';
const EVERYONE: Who[] = ['uploader', 'stranger', 'member', 'moderator', 'admin'];

async function statuses(url: string, who: Who[] = EVERYONE): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of who) out[name] = (await get(cast[name], url)).statusCode;
  return out;
}

describe('who may open a material, its file and its preview', () => {
  test('public and downloadable: everyone signed in; guests get 401', async () => {
    const material = await approvedMaterial();
    expect(await statuses(`/api/materials/${material.id}`)).toEqual({ uploader: 200, stranger: 200, member: 200, moderator: 200, admin: 200 });
    expect(await statuses(`/api/materials/${material.id}/file`)).toEqual({ uploader: 200, stranger: 200, member: 200, moderator: 200, admin: 200 });
    expect(await statuses(`/api/materials/${material.id}/preview`)).toEqual({ uploader: 200, stranger: 200, member: 200, moderator: 200, admin: 200 });
    for (const suffix of ['', '/file', '/preview']) {
      const res = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}${suffix}` });
      expect(res.statusCode).toBe(401);
    }
  });

  test('pending: only its uploader and staff, for the material, the file and the preview', async () => {
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session);
    for (const suffix of ['', '/file', '/preview']) {
      const found = await statuses(`/api/materials/${material.id}${suffix}`);
      expect(found).toEqual({ uploader: 200, stranger: 404, member: 404, moderator: 200, admin: 200 });
    }
    expect((await get(cast.stranger, `/api/materials/${material.id}`)).json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  test('rejected: only its uploader and staff', async () => {
    const material = await approvedMaterial();
    await setReviewStatus(t.db(), material.id, 'rejected');
    expect(await statuses(`/api/materials/${material.id}`)).toEqual({ uploader: 200, stranger: 404, member: 404, moderator: 200, admin: 200 });
  });

  test('private: only its uploader and staff', async () => {
    const material = await approvedMaterial({ visibility: 'private' });
    for (const suffix of ['', '/file', '/preview']) {
      expect(await statuses(`/api/materials/${material.id}${suffix}`)).toEqual({ uploader: 200, stranger: 404, member: 404, moderator: 200, admin: 200 });
    }
  });

  test('unlisted: anyone with the link', async () => {
    const material = await approvedMaterial({ visibility: 'unlisted' });
    expect(await statuses(`/api/materials/${material.id}/file`)).toEqual({ uploader: 200, stranger: 200, member: 200, moderator: 200, admin: 200 });
  });

  test('restricted: members of the course’s departments, its uploader and staff', async () => {
    const material = await approvedMaterial({ restriction: 'restricted', course: true });
    for (const suffix of ['', '/file', '/preview']) {
      expect(await statuses(`/api/materials/${material.id}${suffix}`)).toEqual({ uploader: 200, stranger: 404, member: 200, moderator: 200, admin: 200 });
    }
  });

  test('view only: everyone may view the PDF in the page, only its uploader and staff may download it', async () => {
    const material = await approvedMaterial({ restriction: 'view only' });
    expect(await statuses(`/api/materials/${material.id}/file`)).toEqual({ uploader: 200, stranger: 403, member: 403, moderator: 200, admin: 200 });
    expect(await statuses(`/api/materials/${material.id}/file?inline=1`)).toEqual({ uploader: 200, stranger: 200, member: 200, moderator: 200, admin: 200 });
    const refused = await get(cast.stranger, `/api/materials/${material.id}/file`);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
    expect(dataOf<Material>(await get(cast.stranger, `/api/materials/${material.id}`)).canDownload).toBe(false);
    expect(dataOf<Material>(await get(cast.uploader, `/api/materials/${material.id}`)).canDownload).toBe(true);
  });

  test('view only Office files have no in-page view: inline is a download and stays refused', async () => {
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { fields: { restriction: 'view only' }, file: { content: sampleOoxml('docx') } });
    await setReviewStatus(t.db(), material.id, 'approved');
    expect((await get(cast.stranger, `/api/materials/${material.id}/file?inline=1`)).statusCode).toBe(403);
  });

  test('hidden by reports: only its uploader and staff', async () => {
    const material = await approvedMaterial();
    await t.db().updateTable('materials').set({ hidden_at: new Date(), hidden_reason: 'reports' }).where('id', '=', material.id).execute();
    expect(await statuses(`/api/materials/${material.id}`)).toEqual({ uploader: 200, stranger: 404, member: 404, moderator: 200, admin: 200 });
  });

  test('an unknown or malformed id is a 404', async () => {
    expect((await get(cast.admin, '/api/materials/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(cast.admin, '/api/materials/not-an-id/file')).statusCode).toBe(404);
  });

  test('a link has no file (404) and no preview unless an image was given', async () => {
    const link = await createMaterialThroughApi(t.app(), cast.uploader.session, { url: 'https://example.edu/notes' });
    expect((await get(cast.uploader, `/api/materials/${link.id}/file`)).statusCode).toBe(404);
    expect((await get(cast.uploader, `/api/materials/${link.id}/preview`)).statusCode).toBe(404);
  });
});

describe('GET /api/materials/:id/file', () => {
  test('a download: the decided type, nosniff, attachment with a safe name, the exact bytes', async () => {
    const pdf = samplePdf(2);
    const material = await approvedMaterial({ pdf });
    const res = await get(cast.stranger, `/api/materials/${material.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Week 3 _ notes.pdf"; filename*=UTF-8''Week%203%20%E2%80%94%20notes.pdf`,
    );
    // A download allows nothing and may be framed by nobody.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
  });

  test('inline: the PDF under a sandboxing CSP', async () => {
    const material = await approvedMaterial();
    const res = await get(cast.stranger, `/api/materials/${material.id}/file?inline=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
  });

  test('Range: one range is a 206, a suffix works, past the end is a 416, a malformed one is ignored', async () => {
    const pdf = samplePdf(1);
    const material = await approvedMaterial({ pdf });
    const url = `/api/materials/${material.id}/file`;

    const first = await get(cast.stranger, url, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${pdf.length}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.rawPayload.toString('latin1')).toBe(pdf.subarray(0, 10).toString('latin1'));

    const open = await get(cast.stranger, url, { range: `bytes=${pdf.length - 4}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.toString('latin1')).toBe(pdf.subarray(pdf.length - 4).toString('latin1'));

    const suffix = await get(cast.stranger, url, { range: 'bytes=-6' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.toString('latin1')).toBe('%%EOF\n');

    const past = await get(cast.stranger, url, { range: `bytes=${pdf.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(past.json()).toMatchObject({ status: 'error', code: 'RANGE_NOT_SATISFIABLE' });

    const malformed = await get(cast.stranger, url, { range: 'pages=1-2' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.length).toBe(pdf.length);
  });

  test('downloads count once per person per day; the in-page view never counts', async () => {
    const material = await approvedMaterial();
    const url = `/api/materials/${material.id}/file`;
    await get(cast.stranger, url);
    await get(cast.stranger, url);
    await get(cast.stranger, `${url}?inline=1`);
    await get(cast.member, `${url}?inline=1`);
    const downloads = async () => dataOf<Material>(await get(cast.admin, `/api/materials/${material.id}`)).downloads;
    expect(await downloads()).toBe(1);
    await get(cast.member, url);
    expect(await downloads()).toBe(2);
    t.clock.advance(DAY);
    await get(cast.stranger, url);
    expect(await downloads()).toBe(3);
  });
});

describe('GET /api/materials/:id', () => {
  test('views count once per person per day, and the answer includes the view', async () => {
    const material = await approvedMaterial();
    const open = async (person: Person) => dataOf<Material>(await get(person, `/api/materials/${material.id}`));
    expect((await open(cast.stranger)).views).toBe(1);
    expect((await open(cast.stranger)).views).toBe(1);
    expect((await open(cast.member)).views).toBe(2);
    t.clock.advance(DAY);
    expect((await open(cast.stranger)).views).toBe(3);
  });

  test('views counted at once by the same person count once', async () => {
    const material = await approvedMaterial();
    await Promise.all(Array.from({ length: 5 }, () => get(cast.stranger, `/api/materials/${material.id}`)));
    const row = await t.db().selectFrom('materials').select('views').where('id', '=', material.id).executeTakeFirstOrThrow();
    expect(row.views).toBe(1);
  });

  test('the review comment is shown to the uploader and staff only', async () => {
    const material = await approvedMaterial();
    await t.db().updateTable('materials').set({ review_comment: 'Nice and clear' }).where('id', '=', material.id).execute();
    const comment = async (person: Person) => dataOf<Material>(await get(person, `/api/materials/${material.id}`)).reviewComment;
    expect(await comment(cast.uploader)).toBe('Nice and clear');
    expect(await comment(cast.moderator)).toBe('Nice and clear');
    expect(await comment(cast.stranger)).toBeNull();
  });
});

describe('GET /api/materials/:id/preview', () => {
  test('a WebP, cacheable privately, with an ETag that answers 304', async () => {
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { url: 'https://example.edu', image: { content: await samplePng(800, 600) } });
    const res = await get(cast.uploader, `/api/materials/${material.id}/preview`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const again = await get(cast.uploader, `/api/materials/${material.id}/preview`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
