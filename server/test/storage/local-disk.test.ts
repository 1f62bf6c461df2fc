import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import { FileTooLargeError, type FileStorage } from '../../src/platform/storage/storage.ts';
import { listStoredFiles } from '../helpers/stored-files.ts';

let dataDir: string;
let storage: FileStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-storage-'));
  storage = createLocalDiskStorage(path.join(dataDir, 'files'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('receive hashes and measures while streaming; commit moves it under an opaque key', async () => {
  const data = Buffer.from('hello lectern');
  const temp = await storage.receive(Readable.from([data.subarray(0, 5), data.subarray(5)]), 100);
  expect(temp).toMatchObject({ size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
  const key = await storage.commit(temp);
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(listStoredFiles(dataDir)).toEqual([path.join('objects', key.slice(0, 2), key)]);
  const stored = await storage.get(key);
  expect(stored?.size).toBe(data.length);
  expect((await readAll(stored!.stream)).toString()).toBe('hello lectern');
  const part = await storage.get(key, { start: 6, end: 12 });
  expect((await readAll(part!.stream)).toString()).toBe('lectern');
});

test('one byte past the limit stops the read, throws, and leaves no temp file', async () => {
  let pulled = 0;
  // An endless source: receive must stop on its own.
  const endless = new Readable({
    read() {
      pulled += 1;
      this.push(Buffer.alloc(1024, 1));
    },
  });
  await expect(storage.receive(endless, 10 * 1024)).rejects.toBeInstanceOf(FileTooLargeError);
  expect(pulled).toBeLessThan(100);
  expect(listStoredFiles(dataDir)).toEqual([]);
});

test('exactly the limit is accepted', async () => {
  const temp = await storage.receive(Readable.from([Buffer.alloc(2048, 7)]), 2048);
  expect(temp.size).toBe(2048);
  await storage.discard(temp);
  expect(listStoredFiles(dataDir)).toEqual([]);
});

test('a source that fails half-way leaves no temp file', async () => {
  const failing = new Readable({
    read() {
      this.push(Buffer.alloc(512));
      this.destroy(new Error('client went away'));
    },
  });
  await expect(storage.receive(failing, 10_000)).rejects.toThrow('client went away');
  expect(listStoredFiles(dataDir)).toEqual([]);
});

test('get, size and delete of an unknown key; a key that is not one of ours never becomes a path', async () => {
  expect(await storage.get('0'.repeat(32))).toBeNull();
  expect(await storage.size('0'.repeat(32))).toBeNull();
  await expect(storage.delete('0'.repeat(32))).resolves.toBeUndefined();
  await expect(storage.get('../../etc/passwd')).rejects.toThrow('not a storage key');
});
