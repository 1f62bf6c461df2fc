// The FileStorage contract for an S3-compatible bucket (s3.ts), against a local s3rver: the same
// promises as the local disk's (local-disk.test.ts), plus what only a bucket has (multipart,
// pages of keys, the age of objects).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage, PART_SIZE, s3ClientConfig } from '../../src/platform/storage/s3.ts';
import { FileTooLargeError, type FileStorage } from '../../src/platform/storage/storage.ts';
import { listStoredFiles } from '../helpers/stored-files.ts';
import { useLocalS3 } from './local-s3.ts';

const s3 = useLocalS3();
let dataDir: string;
let storage: FileStorage;
let prefix: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-s3-storage-'));
  // Each test its own corner of the bucket, so listings see only its objects.
  prefix = `site-${path.basename(dataDir)}`;
  storage = createS3Storage(s3().config(prefix), { tempRoot: path.join(dataDir, 'files'), listPageSize: 2 });
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function objectNames(): Promise<string[]> {
  const client = new S3Client(s3ClientConfig(s3().config()));
  const page = await client.send(new ListObjectsCommand({ Bucket: s3().bucket, Prefix: `${prefix}/` }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function allKeys(placedBefore?: Date): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys(placedBefore)) keys.push(key);
  return keys.sort();
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

test('receive streams to a local temp file; commit sends it to the bucket under an opaque key and removes the temp file', async () => {
  const data = Buffer.from('hello lectern');
  const temp = await storage.receive(Readable.from([data.subarray(0, 5), data.subarray(5)]), 100);
  expect(temp).toMatchObject({ size: data.length, sha256: sha256(data) });
  const key = await storage.commit(temp);
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(await objectNames()).toEqual([`${prefix}/objects/${key}`]);
  expect(listStoredFiles(dataDir)).toEqual([]);

  const stored = await storage.get(key);
  expect(stored?.size).toBe(data.length);
  expect((await readAll(stored!.stream)).toString()).toBe('hello lectern');
  const part = await storage.get(key, { start: 6, end: 12 });
  // The whole file's size, whatever range was asked for.
  expect(part?.size).toBe(data.length);
  expect((await readAll(part!.stream)).toString()).toBe('lectern');
  expect(await storage.size(key)).toBe(data.length);
});

test('a file larger than one part goes up in parts and comes back byte for byte', async () => {
  const data = Buffer.alloc(PART_SIZE * 2 + 12_345);
  for (let i = 0; i < data.length; i += 4096) data[i] = i % 251;
  const temp = await storage.receive(Readable.from([data]), data.length);
  const key = await storage.commit(temp);
  expect(await storage.size(key)).toBe(data.length);
  expect(sha256(await readAll((await storage.get(key))!.stream))).toBe(sha256(data));
  const tail = await storage.get(key, { start: data.length - 10, end: data.length - 1 });
  expect(await readAll(tail!.stream)).toEqual(data.subarray(data.length - 10));
});

test('one byte past the limit stops the read, throws, and leaves nothing, here or in the bucket', async () => {
  let pulled = 0;
  const endless = new Readable({
    read() {
      pulled += 1;
      this.push(Buffer.alloc(1024, 1));
    },
  });
  await expect(storage.receive(endless, 10 * 1024)).rejects.toBeInstanceOf(FileTooLargeError);
  expect(pulled).toBeLessThan(100);
  expect(listStoredFiles(dataDir)).toEqual([]);
  expect(await objectNames()).toEqual([]);
});

test('a source that fails half-way leaves no temp file; clearTemp removes unfinished ones', async () => {
  const failing = new Readable({
    read() {
      this.push(Buffer.alloc(512));
      this.destroy(new Error('client went away'));
    },
  });
  await expect(storage.receive(failing, 10_000)).rejects.toThrow('client went away');
  expect(listStoredFiles(dataDir)).toEqual([]);
  await storage.receive(Readable.from([Buffer.from('kept for a while')]), 100);
  expect(await storage.clearTemp()).toBe(1);
  expect(listStoredFiles(dataDir)).toEqual([]);
});

test('putBytes and putAt store bytes; delete removes them; keys lists every page of them', async () => {
  const keys = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((text) => storage.putBytes(Buffer.from(text))));
  expect(await allKeys()).toEqual([...keys].sort());
  await storage.putAt(keys[0]!, Readable.from([Buffer.from('replaced')]));
  expect((await readAll((await storage.get(keys[0]!))!.stream)).toString()).toBe('replaced');
  await storage.delete(keys[1]!);
  expect(await storage.get(keys[1]!)).toBeNull();
  expect(await allKeys()).toEqual(keys.filter((key) => key !== keys[1]).sort());
});

test('keys(placedBefore) leaves out objects placed since (another server may be committing their rows)', async () => {
  const key = await storage.putBytes(Buffer.from('just placed'));
  expect(await allKeys(new Date(Date.now() - 60_000))).toEqual([]);
  expect(await allKeys(new Date(Date.now() + 60_000))).toEqual([key]);
});

test('get, size and delete of an unknown key; a key that is not one of ours never becomes an object name', async () => {
  expect(await storage.get('0'.repeat(32))).toBeNull();
  expect(await storage.get('0'.repeat(32), { start: 0, end: 3 })).toBeNull();
  expect(await storage.size('0'.repeat(32))).toBeNull();
  await expect(storage.delete('0'.repeat(32))).resolves.toBeUndefined();
  await expect(storage.get('../../etc/passwd')).rejects.toThrow('not a storage key');
  await expect(storage.putAt('../x', Readable.from([Buffer.from('x')]))).rejects.toThrow('not a storage key');
});
