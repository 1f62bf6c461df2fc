// photosToPdf on its own: the child process that makes the pages, its limits, and what it leaves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { PHOTO_PDF_LIMITS, photosToPdf } from '../../../src/domain/materials/photos/photos-to-pdf.ts';
import { createLocalDiskStorage } from '../../../src/platform/storage/local-disk.ts';
import type { FileStorage } from '../../../src/platform/storage/storage.ts';

let root: string;
let storage: FileStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-photos-'));
  storage = createLocalDiskStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const tempFiles = () => fs.readdirSync(path.join(root, 'tmp'));

async function received(width: number, height: number, filename: string) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  return { temp: await storage.receive(Readable.from([bytes]), bytes.length), filename };
}

test('the PDF is a new temp file with its size and hash; only it and the photos are in the temp folder', async () => {
  const photos = [await received(400, 300, 'a.jpg'), await received(300, 400, 'b.jpg')];
  const pdf = await photosToPdf(storage, photos);
  expect(pdf.size).toBe(fs.statSync(pdf.path).size);
  expect(pdf.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect((await PDFDocument.load(fs.readFileSync(pdf.path))).getPageCount()).toBe(2);
  expect(tempFiles().sort()).toEqual([...photos.map((photo) => path.basename(photo.temp.path)), path.basename(pdf.path)].sort());
});

test('the same photos make the same bytes (the duplicate check relies on it)', async () => {
  const photos = [await received(500, 200, 'a.jpg')];
  const first = await photosToPdf(storage, photos);
  const second = await photosToPdf(storage, photos);
  expect(second.sha256).toBe(first.sha256);
});

test('a child that overruns its time limit is killed and the call fails, leaving no PDF behind', async () => {
  const photos = [await received(2400, 1800, 'big.jpg')];
  const before = tempFiles();
  await expect(photosToPdf(storage, photos, { ...PHOTO_PDF_LIMITS, timeoutMs: 1 })).rejects.toThrow('Making the PDF took longer than 0.001 s.');
  expect(tempFiles()).toEqual(before);
});
