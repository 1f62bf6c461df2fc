// domain/images on its own (no database): what blog headings, announcements and material cover
// images share. An image is taken by its bytes, stored as WebP at most 640 px wide, removed again
// when anything after it fails, and served with its key as ETag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FieldError } from '@lectern/shared-api/contract';
import { createWithImage, serveImage, type ParsedFields, type ReceivedImageForm } from '../../src/domain/images/index.ts';
import { ApiError } from '../../src/platform/api-error.ts';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import type { FileStorage } from '../../src/platform/storage/storage.ts';
import { samplePdf, samplePng } from '../helpers/sample-files.ts';
import { listStoredFiles } from '../helpers/stored-files.ts';

const INVALID = 'Choose a PNG, JPEG, WebP or GIF image';

let dataDir: string;
let storage: FileStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-images-'));
  storage = createLocalDiskStorage(path.join(dataDir, 'files'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function received(image: Buffer | null, fields: Record<string, string> = { title: 'A title' }): Promise<ReceivedImageForm> {
  return { fields, image: image ? await storage.receive(Readable.from([image]), 10 * 1024 * 1024) : null };
}

const titleRequired: FieldError = { field: 'title', message: 'Enter a title' };
function parseTitle(fields: Record<string, string>): ParsedFields<{ title: string }> {
  return fields.title ? { fields: { title: fields.title } } : { errors: [titleRequired] };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A create step that counts its calls and never succeeds. */
function unreachableCreate() {
  const create = async (): Promise<never> => {
    create.calls += 1;
    throw new Error('create ran');
  };
  create.calls = 0;
  return create;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createWithImage', () => {
  test.each([
    ['PNG', () => samplePng(1600, 900)],
    ['JPEG', () => sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } }).jpeg().toBuffer()],
    ['WebP', () => sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } }).webp().toBuffer()],
    ['GIF', () => sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } }).gif().toBuffer()],
  ])('a %s is stored as a WebP at most 640 px wide, its key handed to create; the temp file goes', async (_kind, make) => {
    const form = await received(await make());
    const created = await createWithImage(storage, form, { invalidImage: INVALID, parse: parseTitle, create: async (fields, imageKey) => ({ fields, imageKey }) });
    expect(created.fields).toEqual({ title: 'A title' });
    expect(created.imageKey).toMatch(/^[0-9a-f]{32}$/);
    const stored = await readAll((await storage.get(created.imageKey!))!.stream);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(listStoredFiles(dataDir)).toEqual([path.join('objects', created.imageKey!.slice(0, 2), created.imageKey!)]);
  });

  test('no image: create gets null and nothing is stored', async () => {
    const created = await createWithImage(storage, await received(null), { invalidImage: INVALID, parse: parseTitle, create: async (_fields, imageKey) => imageKey });
    expect(created).toBeNull();
    expect(listStoredFiles(dataDir)).toEqual([]);
  });

  test('the fields’ problems and a file that is no image (by its bytes) come in one 400; create never runs; nothing stays', async () => {
    const create = unreachableCreate();
    const error = await rejection(createWithImage(storage, await received(samplePdf(), {}), { invalidImage: INVALID, parse: parseTitle, create }));
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: `Enter a title; ${INVALID}`, errors: [titleRequired, { field: 'image', message: INVALID }] });
    expect(create.calls).toBe(0);
    expect(listStoredFiles(dataDir)).toEqual([]);
  });

  test('the right magic bytes on an unreadable image: the same 400 on the image, nothing stays', async () => {
    const png = await samplePng(300, 200);
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(512, 0x41)]);
    const create = unreachableCreate();
    const error = await rejection(createWithImage(storage, await received(broken), { invalidImage: INVALID, parse: parseTitle, create }));
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: INVALID, errors: [{ field: 'image', message: INVALID }] });
    expect(create.calls).toBe(0);
    expect(listStoredFiles(dataDir)).toEqual([]);
  });

  test('when create fails the stored image is removed and the error goes on', async () => {
    let storedKey: string | null = null;
    const failure = new Error('the insert failed');
    await expect(
      createWithImage(storage, await received(await samplePng(300, 200)), {
        invalidImage: INVALID,
        parse: parseTitle,
        create: async (_fields, imageKey) => {
          storedKey = imageKey;
          expect(await storage.size(imageKey!)).toBeGreaterThan(0);
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(storedKey).not.toBeNull();
    expect(listStoredFiles(dataDir)).toEqual([]);
  });
});

describe('serveImage', () => {
  test('the WebP with its key as ETag, privately cacheable for a day', async () => {
    const bytes = await sharp(await samplePng(100, 50)).webp().toBuffer();
    const key = await storage.putBytes(bytes);
    const served = await serveImage(storage, key, undefined);
    expect(served).toMatchObject({
      status: 200,
      headers: { etag: `"${key}"`, 'cache-control': 'private, max-age=86400', 'content-type': 'image/webp', 'content-length': bytes.length },
    });
    expect(await readAll(served!.body as Readable)).toEqual(bytes);
  });

  test('304 when If-None-Match names it, without asking storage', async () => {
    const key = 'f'.repeat(32);
    const asked: string[] = [];
    const watched: FileStorage = { ...storage, get: (wanted, range) => (asked.push(wanted), storage.get(wanted, range)) };
    expect(await serveImage(watched, key, `"${key}"`)).toEqual({ status: 304, headers: { etag: `"${key}"`, 'cache-control': 'private, max-age=86400' }, body: null });
    expect(asked).toEqual([]);
  });

  test('null when storage holds nothing under the key (or If-None-Match names another)', async () => {
    expect(await serveImage(storage, '0'.repeat(32), undefined)).toBeNull();
    expect(await serveImage(storage, '0'.repeat(32), '"1111"')).toBeNull();
  });
});
