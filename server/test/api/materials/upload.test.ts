import { MATERIAL_MESSAGES, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES, VALIDATION_MESSAGES, type Material } from '@lectern/shared-api/contract';
import sharp from 'sharp';
import {
  createCast,
  createMaterialThroughApi,
  createPerson,
  jobsDone,
  multipart,
  setReviewStatus,
  uploadMaterial,
  type Cast,
} from '../../helpers/materials.ts';
import { materialCount } from '../../helpers/material-rows.ts';
import { dataOf, errorsOf } from '../../helpers/responses.ts';
import { sampleCfb, sampleExecutable, sampleOoxml, samplePdf, samplePng } from '../../helpers/sample-files.ts';
import { expectLeavesNothing } from '../../helpers/stored-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

const rowCount = () => materialCount(t.db());

/** Runs `act` and checks it left no material and no file (stored or temp) behind. */
const leavesNothing = (act: () => Promise<void>) => expectLeavesNothing(t.dataDir(), rowCount, act);

describe('POST /api/materials: files', () => {
  test('a PDF becomes a pending material at once, then gets its page count and first-page preview from its job', async () => {
    const res = await uploadMaterial(t.app(), cast.uploader.session, {
      fields: { label: '  Calculus week 3  ', description: 'Limits', tags: JSON.stringify([' limits ', 'Limits', '', 'week 3']), courseId: cast.course.courseId },
      file: { content: samplePdf(3), filename: 'week3.pdf' },
    });
    const material = dataOf<Material>(res, 201);
    expect(material).toMatchObject({
      label: 'Calculus week 3',
      description: 'Limits',
      type: 'pdf',
      pages: null,
      previewUrl: null,
      previewStatus: 'pending',
      reviewStatus: 'pending',
      visibility: 'public',
      restriction: 'downloadable',
      tags: ['limits', 'week 3'],
      fileName: 'week3.pdf',
      course: { id: cast.course.courseId },
      creator: { id: cast.uploader.id },
      canDownload: true,
    });
    expect(material.size).toBeGreaterThan(0);

    await jobsDone(t.app());
    const ready = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}`, headers: cast.uploader.session.bearer });
    expect(dataOf<Material>(ready)).toMatchObject({
      pages: 3,
      previewStatus: 'ready',
      previewUrl: `/api/materials/${material.id}/preview`,
      readUrl: `/api/materials/${material.id}/file?inline=1`,
    });
    const preview = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/preview`, headers: cast.uploader.session.bearer });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
  });

  test.each([
    ['docx', sampleOoxml('docx')],
    ['pptx', sampleOoxml('pptx')],
    ['doc', sampleCfb('WordDocument')],
    ['ppt', sampleCfb('PowerPoint Document')],
  ] as const)('a %s is recognised by its content, whatever its name', async (type, content) => {
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { file: { content, filename: 'upload.bin' } });
    expect(material).toMatchObject({ type, pages: null, previewUrl: null, fileName: `upload.${type}` });
  });

  test('an image given with the file is the preview, downscaled', async () => {
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, {
      file: { content: sampleOoxml('docx') },
      image: { content: await samplePng(1600, 900) },
    });
    expect(material.previewUrl).not.toBeNull();
    const preview = await t.app().inject({ method: 'GET', url: material.previewUrl!, headers: cast.uploader.session.bearer });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  test('an executable named .pdf is refused 415 and nothing is kept', async () => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { file: { content: sampleExecutable(), filename: 'notes.pdf' } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: 'error', code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(errorsOf(res)).toEqual([{ field: 'file', message: MATERIAL_MESSAGES.fileTypeInvalid }]);
    });
  });

  test.each([
    ['a spreadsheet', () => sampleOoxml('xlsx')],
    ['an Excel 97 workbook', () => sampleCfb('Workbook')],
  ])('%s is refused 415', async (_name, content) => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { file: { content: content() } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });

  test('the same file twice is a 409 naming the first material; a rejected first copy does not block it', async () => {
    const pdf = samplePdf();
    const first = await createMaterialThroughApi(t.app(), cast.uploader.session, { fields: { label: 'Original notes' }, file: { content: pdf } });
    await leavesNothing(async () => {
      const again = await uploadMaterial(t.app(), cast.stranger.session, { file: { content: pdf, filename: 'copy.pdf' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This file is already on Lectern as "Original notes".' });
      // Pending, another person's: named, not linked.
      expect(again.json().errors).toEqual([{ field: 'file', message: 'This file is already on Lectern as "Original notes".' }]);
    });
    // Its uploader is shown the way to their own copy.
    const mine = await uploadMaterial(t.app(), cast.uploader.session, { file: { content: pdf } });
    expect(mine.json().errors).toEqual([{ field: 'file', message: 'This file is already on Lectern as "Original notes".', path: `/material/${first.id}` }]);
    // Approved and public: everyone is.
    await setReviewStatus(t.db(), first.id, 'approved');
    expect((await uploadMaterial(t.app(), cast.stranger.session, { file: { content: pdf } })).json().errors).toEqual([
      { field: 'file', message: 'This file is already on Lectern as "Original notes".', path: `/material/${first.id}` },
    ]);
    await setReviewStatus(t.db(), first.id, 'rejected');
    expect((await uploadMaterial(t.app(), cast.stranger.session, { file: { content: pdf } })).statusCode).toBe(201);
  });

  test('the same file twice at once: one is created, the other is a 409', async () => {
    const pdf = samplePdf(4);
    const answers = await Promise.all([
      uploadMaterial(t.app(), cast.uploader.session, { file: { content: pdf } }),
      uploadMaterial(t.app(), cast.stranger.session, { file: { content: pdf } }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const hashes = await t.db().selectFrom('materials').select('content_hash').where('review_status', '<>', 'rejected').execute();
    const counts = new Map<string, number>();
    for (const { content_hash } of hashes) if (content_hash) counts.set(content_hash, (counts.get(content_hash) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBe(1);
  });
});

describe('POST /api/materials: links', () => {
  test('a link material keeps its URL and may have an image preview', async () => {
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, {
      url: 'https://example.edu/notes',
      image: { content: await samplePng(300, 200) },
    });
    expect(material).toMatchObject({ type: 'link', url: 'https://example.edu/notes', fileName: null, size: null, pages: null, canDownload: false });
    expect(material.previewUrl).not.toBeNull();
  });

  test.each(['ftp://example.edu/notes', 'javascript:alert(1)', 'not a url'])('%s is not a valid URL', async (url) => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { url });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'url', message: VALIDATION_MESSAGES.urlInvalid }]);
    });
  });

  test('a URL over the limit is refused', async () => {
    const res = await uploadMaterial(t.app(), cast.uploader.session, { url: `https://example.edu/${'a'.repeat(2100)}` });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'url', message: MATERIAL_MESSAGES.urlTooLong }]);
  });

  test('a file and a URL together are refused', async () => {
    const res = await uploadMaterial(t.app(), cast.uploader.session, { url: 'https://example.edu', file: { content: samplePdf() } });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).map((e) => e.field)).toEqual(['url']);
  });
});

describe('POST /api/materials: bad input', () => {
  test('missing title, classification and file are each named, in the spec’s words', async () => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { fields: { label: '   ', classification: undefined }, file: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
      expect(errorsOf(res)).toEqual([
        { field: 'label', message: VALIDATION_MESSAGES.materialTitleRequired },
        { field: 'classification', message: VALIDATION_MESSAGES.classificationRequired },
        { field: 'file', message: VALIDATION_MESSAGES.fileRequired },
      ]);
    });
  });

  test.each([
    ['label', { label: 'x'.repeat(201) }, MATERIAL_MESSAGES.titleTooLong],
    ['description', { description: 'x'.repeat(2001) }, MATERIAL_MESSAGES.descriptionTooLong],
    ['classification', { classification: 'poetry' }, VALIDATION_MESSAGES.classificationRequired],
    ['visibility', { visibility: 'secret' }, undefined],
    ['restriction', { restriction: 'locked' }, undefined],
    ['courseId', { courseId: 'not-a-uuid' }, undefined],
    ['courseId', { courseId: '00000000-0000-4000-8000-000000000000' }, undefined],
    ['tags', { tags: 'calculus, limits' }, undefined],
    ['tags', { tags: JSON.stringify(['ok', 42]) }, undefined],
    ['tags', { tags: JSON.stringify(['x'.repeat(41)]) }, MATERIAL_MESSAGES.tagTooLong],
    ['tags', { tags: JSON.stringify(Array.from({ length: 21 }, (_, i) => `tag${i}`)) }, MATERIAL_MESSAGES.tooManyTags],
    ['metaData', { metaData: '{not json' }, undefined],
    ['metaData', { metaData: JSON.stringify({ notes: 'x'.repeat(5000) }) }, undefined],
  ])('a bad %s is a 400 naming it, and nothing is stored', async (field, fields, message) => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { fields });
      expect(res.statusCode).toBe(400);
      const errors = errorsOf(res);
      expect(errors.map((e) => e.field)).toEqual([field]);
      if (message) expect(errors[0]?.message).toBe(message);
    });
  });

  test('a course that is not approved is refused', async () => {
    const course = await t
      .db()
      .insertInto('courses')
      .values({ course_code: 'ZZZ999', course_name: 'Proposed', review_status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await uploadMaterial(t.app(), cast.uploader.session, { fields: { courseId: course.id } });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).map((e) => e.field)).toEqual(['courseId']);
  });

  test('visibility and restriction are read case-insensitively and default to Public and Downloadable', async () => {
    const given = await createMaterialThroughApi(t.app(), cast.uploader.session, { fields: { visibility: 'Unlisted', restriction: 'View Only' } });
    expect(given).toMatchObject({ visibility: 'unlisted', restriction: 'view only' });
    const defaults = await createMaterialThroughApi(t.app(), cast.uploader.session, { fields: { visibility: undefined, restriction: undefined } });
    expect(defaults).toMatchObject({ visibility: 'public', restriction: 'downloadable' });
  });

  test('fields sent after the file are read too', async () => {
    const body = multipart([
      { name: 'file', filename: 'late.pdf', content: samplePdf() },
      { name: 'label', value: 'Fields last' },
      { name: 'classification', value: 'tutorials' },
    ]);
    const res = await t.app().inject({ method: 'POST', url: '/api/materials', payload: body.payload, headers: { ...body.headers, ...cast.uploader.session.bearer } });
    expect(dataOf<Material>(res, 201)).toMatchObject({ label: 'Fields last', classification: 'tutorials', type: 'pdf' });
  });

  test('metaData is kept as JSON', async () => {
    const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { fields: { metaData: JSON.stringify([{ lecturer: 'Dr Bello' }]) } });
    const row = await t.db().selectFrom('materials').select('meta_data').where('id', '=', material.id).executeTakeFirstOrThrow();
    expect(row.meta_data).toEqual([{ lecturer: 'Dr Bello' }]);
  });

  test('an image that is not an image is refused on the image field', async () => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { image: { content: samplePdf(), filename: 'cover.png' } });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'image', message: MATERIAL_MESSAGES.imageTypeInvalid }]);
    });
  });

  test('an image over its limit is refused', async () => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { image: { content: Buffer.alloc(MAX_IMAGE_BYTES + 1, 1) } });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'image', message: MATERIAL_MESSAGES.imageTooLarge }]);
    });
  });

  test('a body that is not multipart is a 415', async () => {
    const res = await t.app().inject({ method: 'POST', url: '/api/materials', payload: { label: 'x' }, headers: cast.uploader.session.bearer });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('POST /api/materials: size', () => {
  test('20 MB is accepted', async () => {
    // A real PDF padded to exactly the limit with a trailing comment.
    const pdf = samplePdf(1);
    const padded = Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(MAX_UPLOAD_BYTES - pdf.length - 2, 0x20), Buffer.from('\n')]);
    expect(padded.length).toBe(MAX_UPLOAD_BYTES);
    const res = await uploadMaterial(t.app(), cast.uploader.session, { file: { content: padded } });
    expect(dataOf<Material>(res, 201).size).toBe(MAX_UPLOAD_BYTES);
  });

  test('20 MB + 1 byte is a 413 in the envelope, and nothing is kept', async () => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), cast.uploader.session, { file: { content: Buffer.concat([samplePdf(), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]).subarray(0, MAX_UPLOAD_BYTES + 1) } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: VALIDATION_MESSAGES.fileTooLarge });
      expect(errorsOf(res)).toEqual([{ field: 'file', message: VALIDATION_MESSAGES.fileTooLarge }]);
    });
  });
});

describe('POST /api/materials: who may upload', () => {
  test('a guest is a 401', async () => {
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });

  test('a user whose email is not verified is a 403', async () => {
    const unverified = await createPerson(t.app(), t.db(), { verified: false }, t.clock.clock);
    await leavesNothing(async () => {
      const res = await uploadMaterial(t.app(), unverified.session);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  test('a cookie upload from another site is refused', async () => {
    const res = await uploadMaterial(t.app(), {
      ...cast.uploader.session,
      bearer: { cookie: `lectern_session=${cast.uploader.session.token}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
