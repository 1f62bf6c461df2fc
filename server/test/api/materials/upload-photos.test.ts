// POST /api/materials with photos of notes: 1-30 JPEG, PNG or WebP photos (by content) become one
// PDF, a page per photo in the order sent, stored and checked as an uploaded PDF is.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, PHOTO_MESSAGES, PHOTOS_MAX, type Material } from '@lectern/shared-api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { heicReadable, PHOTO_MAX_SIDE } from '../../../src/domain/materials/index.ts';
import { materialCount } from '../../helpers/material-rows.ts';
import { createCast, createPerson, listStoredFiles, multipart, readMaterial, uploadParts, type Cast, type MultipartPart, type Person } from '../../helpers/materials.ts';
import { dataOf, errorsOf } from '../../helpers/responses.ts';
import { samplePdf } from '../../helpers/sample-files.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

interface Photo {
  content: Buffer;
  filename: string;
  contentType?: string;
}

const colour = () => {
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  return { r, g, b };
};
const jpeg = async (width: number, height: number, filename = 'IMG_0001.jpg'): Promise<Photo> => ({
  content: await sharp({ create: { width, height, channels: 3, background: colour() } }).jpeg().toBuffer(),
  filename,
  contentType: 'image/jpeg',
});
/** Pixels stored `width` x `height`, with EXIF orientation 6: a camera held upright shows it `height` x `width`. */
const rotatedJpeg = async (width: number, height: number): Promise<Photo> => ({
  content: await sharp({ create: { width, height, channels: 3, background: colour() } }).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
  filename: 'IMG_0002.jpg',
  contentType: 'image/jpeg',
});
const png = async (width: number, height: number): Promise<Photo> => ({
  content: await sharp({ create: { width, height, channels: 4, background: { ...colour(), alpha: 0.5 } } }).png().toBuffer(),
  filename: 'scan.png',
  contentType: 'image/png',
});
const webp = async (width: number, height: number): Promise<Photo> => ({
  content: await sharp({ create: { width, height, channels: 3, background: colour() } }).webp().toBuffer(),
  filename: 'board.webp',
  contentType: 'image/webp',
});
/** A JPEG's first bytes padded to `size`: the limits are checked before anything reads the image. */
const paddedJpeg = (size: number, filename: string): Photo => {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  return { content: Buffer.concat([head, Buffer.alloc(size - head.length)]), filename };
};

function photoUpload(person: Person | null, photos: Photo[], options: { fields?: Record<string, string>; file?: Buffer; fileFirst?: boolean } = {}) {
  const parts: MultipartPart[] = uploadParts({ fields: options.fields, file: null });
  const photoParts: MultipartPart[] = photos.map((photo) => ({ name: 'photos', filename: photo.filename, content: photo.content, contentType: photo.contentType ?? 'image/jpeg' }));
  const fileParts: MultipartPart[] = options.file ? [{ name: 'file', filename: 'notes.pdf', content: options.file, contentType: 'application/pdf' }] : [];
  const body = multipart([...parts, ...(options.fileFirst ? [...fileParts, ...photoParts] : [...photoParts, ...fileParts])]);
  return t.app().inject({ method: 'POST', url: '/api/materials', payload: body.payload, headers: { ...body.headers, ...(person?.session.bearer ?? {}) } });
}

const created = (res: LightMyRequestResponse) => dataOf<Material>(res, 201);

async function storedPdf(material: Material, person: Person = cast.uploader): Promise<{ bytes: Buffer; pdf: PDFDocument }> {
  const res = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/file`, headers: person.session.bearer });
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload, pdf: await PDFDocument.load(res.rawPayload) };
}

/** Each page's width / height, to two places. */
const ratios = (pdf: PDFDocument) => pdf.getPages().map((page) => Number((page.getWidth() / page.getHeight()).toFixed(2)));

const rowCount = () => materialCount(t.db());

/** The in-process queue (the embedded database's) can be waited for; pg-boss's cannot. */
const jobsIdle = async () => (t.app().jobs as { idle?: () => Promise<void> }).idle?.();

/**
 * Runs `act` and checks it left no row and no file (stored or temp) behind. Earlier uploads'
 * background jobs may store their previews meanwhile: a file a material row names is theirs.
 */
async function leavesNothing(act: () => Promise<void>): Promise<void> {
  await jobsIdle();
  const rowsBefore = await rowCount();
  const filesBefore = listStoredFiles(t.dataDir());
  await act();
  await jobsIdle();
  expect(await rowCount()).toBe(rowsBefore);
  const named = JSON.stringify(await t.db().selectFrom('materials').selectAll().execute());
  const added = listStoredFiles(t.dataDir()).filter((file) => !filesBefore.includes(file) && !named.includes(path.basename(file)));
  expect(added).toEqual([]);
}

describe('POST /api/materials: photos become one PDF', () => {
  test('a JPEG, an EXIF-rotated JPEG, a PNG and a WebP become a pending PDF of four pages in the order sent, upright and downscaled', async () => {
    const filesBefore = listStoredFiles(t.dataDir());
    const photos = [await jpeg(1200, 800), await rotatedJpeg(900, 600), await png(800, 800), await webp(3000, 1000)];
    const material = created(await photoUpload(cast.uploader, photos, { fields: { label: 'Thermodynamics week 2' } }));
    expect(material).toMatchObject({
      type: 'pdf',
      reviewStatus: 'pending',
      fileName: 'Thermodynamics week 2.pdf',
      creator: { id: cast.uploader.id },
      canDownload: true,
    });

    const { bytes, pdf } = await storedPdf(material);
    expect(material.size).toBe(bytes.length);
    expect(pdf.getPageCount()).toBe(4);
    // 3:2 landscape; the rotated photo stands upright (2:3); square; 3:1.
    expect(ratios(pdf)).toEqual([1.5, 0.67, 1, 3]);
    // Every page's longer side is the same printable length.
    expect(pdf.getPages().map((page) => Math.round(Math.max(page.getWidth(), page.getHeight())))).toEqual([842, 842, 842, 842]);
    // The 3000 px WebP was downscaled; the smaller ones were not enlarged.
    const text = bytes.toString('latin1');
    expect(text).toContain(`/Width ${PHOTO_MAX_SIDE}`);
    expect(text).not.toContain('/Width 3000');
    expect(text).toContain('/Width 1200');
    // Only the stored PDF is new: the photos' temp files are gone.
    const added = listStoredFiles(t.dataDir()).filter((file) => !filesBefore.includes(file));
    expect(added.filter((file) => file.startsWith('tmp'))).toEqual([]);

    // From here it is an uploaded PDF: its background job counts the pages and draws the preview.
    if (!(t.app().jobs as { idle?: unknown }).idle) return;
    await jobsIdle();
    const answered = await readMaterial(t.app(), cast.uploader.session, material.id);
    expect(answered).toMatchObject({ pages: 4, previewStatus: 'ready', previewUrl: `/api/materials/${material.id}/preview` });
    // Page 1 is the 3:2 landscape photo: the material page reserves that shape (height / width).
    expect(answered.pageAspect).toBeCloseTo(2 / 3, 2);
  });

  test('the pages follow the order of the parts', async () => {
    const material = created(await photoUpload(cast.uploader, [await webp(3000, 1000), await jpeg(800, 1200), await png(500, 500)]));
    expect(ratios((await storedPdf(material)).pdf)).toEqual([3, 0.67, 1]);
  });

  test('one photo is a one-page PDF; a PDF of photos is read like any PDF (download under the title)', async () => {
    const material = created(await photoUpload(cast.uploader, [await jpeg(640, 480)], { fields: { label: 'Board, 3 March' } }));
    const res = await t.app().inject({ method: 'GET', url: `/api/materials/${material.id}/file`, headers: cast.uploader.session.bearer });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
  });

  test('the same photos again are the same PDF: a 409 naming the first material', async () => {
    const photos = [await jpeg(1000, 700), await png(400, 600)];
    created(await photoUpload(cast.uploader, photos, { fields: { label: 'Original photos' } }));
    await leavesNothing(async () => {
      const again = await photoUpload(cast.stranger, photos);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This file is already on Lectern as "Original photos".' });
    });
  });

  test.each([
    ['a student', (cast: Cast) => cast.member],
    ['a moderator', (cast: Cast) => cast.moderator],
    ['an admin', (cast: Cast) => cast.admin],
  ])('%s may upload photos', async (_who, person) => {
    const material = created(await photoUpload(person(cast), [await jpeg(300, 400), await jpeg(400, 300)]));
    expect(material).toMatchObject({ type: 'pdf', creator: { id: person(cast).id } });
    expect((await storedPdf(material, person(cast))).pdf.getPageCount()).toBe(2);
  });

  test('a guest is a 401 and an unverified user a 403; nothing is kept', async () => {
    const unverified = await createPerson(t.app(), t.db(), { verified: false }, t.clock.clock);
    const photos = [await jpeg(300, 300)];
    await leavesNothing(async () => {
      expect((await photoUpload(null, photos)).statusCode).toBe(401);
      expect((await photoUpload(unverified, photos)).statusCode).toBe(403);
    });
  });
});

describe('POST /api/materials: photos refused', () => {
  test(`${PHOTOS_MAX + 1} photos are refused, and nothing is kept`, async () => {
    const one = await jpeg(40, 30);
    const photos = Array.from({ length: PHOTOS_MAX + 1 }, (_, index) => ({ ...one, filename: `IMG_${index}.jpg` }));
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, photos);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: PHOTO_MESSAGES.tooMany });
      expect(errorsOf(res)).toEqual([{ field: 'photos', message: 'Choose at most 30 photos.' }]);
    });
  });

  test(`${PHOTOS_MAX} photos are taken`, async () => {
    const photos = await Promise.all(Array.from({ length: PHOTOS_MAX }, () => jpeg(60, 40)));
    const material = created(await photoUpload(cast.uploader, photos));
    expect((await storedPdf(material)).pdf.getPageCount()).toBe(PHOTOS_MAX);
  });

  test.each([
    ['a PDF', () => samplePdf(1)],
    ['a text file', () => Buffer.from('my notes, typed out\n')],
    ['a GIF', () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#08f' } }).gif().toBuffer()],
  ])('%s named .jpg is refused by its content, naming it', async (_what, content) => {
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, [await jpeg(300, 200), { content: await content(), filename: 'page2.jpg', contentType: 'image/jpeg' }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '"page2.jpg" is not a JPEG, PNG or WebP photo.' });
      expect(errorsOf(res)).toEqual([{ field: 'photos', message: PHOTO_MESSAGES.typeInvalid('page2.jpg') }]);
    });
  });

  test('a JPEG whose bytes after the header are not an image is refused, naming it', async () => {
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, [paddedJpeg(4096, 'IMG_0007.jpg')]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: '"IMG_0007.jpg" could not be read as a photo.' });
    });
  });

  (heicReadable() ? test.skip : test)('a HEIC photo, which this build of sharp cannot read, gets the convert-to-JPEG message', async () => {
    const head = Buffer.alloc(32);
    head.writeUInt32BE(24, 0);
    head.write('ftypheic', 4);
    head.write('mif1heic', 16);
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, [await jpeg(300, 200), { content: Buffer.concat([head, randomBytes(2000)]), filename: 'IMG_0042.HEIC', contentType: 'image/heic' }]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        message: '"IMG_0042.HEIC" is a HEIC photo, which Lectern cannot read. Convert it to JPEG and try again (on an iPhone: Settings > Camera > Formats > Most Compatible).',
      });
    });
  });

  test('a photo over the 20 MB limit is refused with its name, and nothing is kept', async () => {
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, [await jpeg(300, 200), paddedJpeg(MAX_UPLOAD_BYTES + 1, 'IMG_0042.jpg')]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: '"IMG_0042.jpg" is over the 20 MB limit.' });
      expect(errorsOf(res)).toEqual([{ field: 'photos', message: PHOTO_MESSAGES.tooLarge('IMG_0042.jpg') }]);
    });
  });

  test('photos over the 20 MB limit together are refused', async () => {
    const half = Math.floor(MAX_UPLOAD_BYTES / 2);
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, [paddedJpeg(half, 'a.jpg'), paddedJpeg(half, 'b.jpg'), paddedJpeg(1024, 'c.jpg')]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: PHOTO_MESSAGES.togetherTooLarge });
      expect(PHOTO_MESSAGES.togetherTooLarge).toBe('The photos together are over the 20 MB limit. Remove some, or upload them as two materials.');
    });
  });

  test.each([
    ['photos then a file', false],
    ['a file then photos', true],
  ])('%s in one upload are refused', async (_order, fileFirst) => {
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, [await jpeg(300, 200)], { file: samplePdf(1), fileFirst });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'photos', message: 'Send a file or photos, not both.' }]);
    });
  });

  test('photos and a link in one upload are refused as a file and a link are', async () => {
    await leavesNothing(async () => {
      const res = await photoUpload(cast.uploader, [await jpeg(300, 200)], { fields: { url: 'https://example.edu/notes' } });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'url', message: 'Give either a file or a URL, not both' }]);
    });
  });
});
