// The FileStorage contract (src/platform/storage/storage.ts) as one suite that every storage
// runs: the local disk (local-disk.test.ts) and an S3-compatible bucket (s3.test.ts). What only
// one of them has (the bucket's multipart uploads...) stays in its own file.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileTooLargeError, type FileStorage } from '../../src/platform/storage/storage.ts';

/** One storage as a test sees it, made fresh for each test by the caller's beforeEach. */
export interface StorageUnderTest {
  storage: FileStorage;
  /** Every file on this server's disk that is not a stored object (uploads under way). */
  tempFiles(): string[];
  /** The name of every stored object, as the storage keeps it. */
  storedNames(): Promise<string[]>;
  /** The name a stored key is kept under. */
  nameOf(key: string): string;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Registers the contract's tests for the storage `current()` returns (read in each test). */
export function describeFileStorageContract(current: () => StorageUnderTest): void {
  describe('the FileStorage contract', () => {
    let under: StorageUnderTest;
    let storage: FileStorage;
    beforeEach(() => {
      under = current();
      storage = under.storage;
    });

    async function allKeys(placedBefore?: Date): Promise<string[]> {
      const keys: string[] = [];
      for await (const key of storage.keys(placedBefore)) keys.push(key);
      return keys.sort();
    }

    test('receive hashes and measures while streaming; commit moves it into storage under an opaque key and leaves no temp file', async () => {
      const data = Buffer.from('hello lectern');
      const temp = await storage.receive(Readable.from([data.subarray(0, 5), data.subarray(5)]), 100);
      expect(temp).toMatchObject({ size: data.length, sha256: sha256(data) });
      const key = await storage.commit(temp);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(await under.storedNames()).toEqual([under.nameOf(key)]);
      expect(under.tempFiles()).toEqual([]);

      const stored = await storage.get(key);
      expect(stored?.size).toBe(data.length);
      expect((await readAll(stored!.stream)).toString()).toBe('hello lectern');
      const part = await storage.get(key, { start: 6, end: 12 });
      // The whole file's size, whatever range was asked for.
      expect(part?.size).toBe(data.length);
      expect((await readAll(part!.stream)).toString()).toBe('lectern');
      expect(await storage.size(key)).toBe(data.length);
    });

    test('one byte past the limit stops the read, throws, and leaves nothing, neither temp file nor stored object', async () => {
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
      expect(under.tempFiles()).toEqual([]);
      expect(await under.storedNames()).toEqual([]);
    });

    test('exactly the limit is accepted; discard removes the temp file', async () => {
      const temp = await storage.receive(Readable.from([Buffer.alloc(2048, 7)]), 2048);
      expect(temp.size).toBe(2048);
      expect(under.tempFiles()).toHaveLength(1);
      await storage.discard(temp);
      expect(under.tempFiles()).toEqual([]);
      expect(await under.storedNames()).toEqual([]);
    });

    test('a source that fails half-way leaves no temp file; clearTemp removes unfinished ones', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(512));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.receive(failing, 10_000)).rejects.toThrow('client went away');
      expect(under.tempFiles()).toEqual([]);
      await storage.receive(Readable.from([Buffer.from('kept for a while')]), 100);
      expect(await storage.clearTemp()).toBe(1);
      expect(under.tempFiles()).toEqual([]);
    });

    test('putBytes and putAt store bytes; delete removes them; keys lists every one of them', async () => {
      const keys = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((text) => storage.putBytes(Buffer.from(text))));
      expect(await allKeys()).toEqual([...keys].sort());
      expect((await readAll((await storage.get(keys[2]!))!.stream)).toString()).toBe('c');
      await storage.putAt(keys[0]!, Readable.from([Buffer.from('replaced')]));
      expect((await readAll((await storage.get(keys[0]!))!.stream)).toString()).toBe('replaced');
      await storage.delete(keys[1]!);
      expect(await storage.get(keys[1]!)).toBeNull();
      expect(await allKeys()).toEqual(keys.filter((key) => key !== keys[1]).sort());
      expect(await under.storedNames()).toEqual(keys.filter((key) => key !== keys[1]).map(under.nameOf).sort());
      expect(under.tempFiles()).toEqual([]);
    });

    test('keys(placedBefore) leaves out files placed since (another server may be committing their rows)', async () => {
      const key = await storage.putBytes(Buffer.from('just placed'));
      expect(await allKeys(new Date(Date.now() - 60_000))).toEqual([]);
      expect(await allKeys(new Date(Date.now() + 60_000))).toEqual([key]);
    });

    test('get, size and delete of an unknown key; a key that is not one of ours never becomes a path or an object name', async () => {
      expect(await storage.get('0'.repeat(32))).toBeNull();
      expect(await storage.get('0'.repeat(32), { start: 0, end: 3 })).toBeNull();
      expect(await storage.size('0'.repeat(32))).toBeNull();
      await expect(storage.delete('0'.repeat(32))).resolves.toBeUndefined();
      await expect(storage.get('../../etc/passwd')).rejects.toThrow('not a storage key');
      await expect(storage.putAt('../x', Readable.from([Buffer.from('x')]))).rejects.toThrow('not a storage key');
    });
  });
}
