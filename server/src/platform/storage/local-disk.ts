// FileStorage on the local disk: `<root>/objects/<2 hex>/<32 hex>` for stored files and
// `<root>/tmp/` for uploads under way. The root is DATA_DIR/files.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type ByteRange, type FileStorage, type StoredFile, type TempFile } from './storage.ts';

const KEY_PATTERN = /^[0-9a-f]{32}$/;

function newKey(): string {
  return randomBytes(16).toString('hex');
}

export function createLocalDiskStorage(root: string): FileStorage {
  const tmpDir = path.join(root, 'tmp');
  const objectsDir = path.join(root, 'objects');
  fs.mkdirSync(tmpDir, { recursive: true });
  fs.mkdirSync(objectsDir, { recursive: true });

  // Keys come from our rows, but a key is still checked before it becomes a path.
  const pathOf = (key: string): string => {
    if (!KEY_PATTERN.test(key)) throw new Error('not a storage key');
    return path.join(objectsDir, key.slice(0, 2), key);
  };

  const place = async (write: (target: string) => Promise<void>): Promise<string> => {
    const key = newKey();
    const target = pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await write(target);
    return key;
  };

  const remove = (file: string) => fs.promises.rm(file, { force: true }).catch(() => undefined);

  return {
    // One server's own disk: nothing else writes here.
    shared: false,

    async receive(source: Readable, maxBytes: number): Promise<TempFile> {
      const tempPath = path.join(tmpDir, `${newKey()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          // Stop at the first byte past the limit: the rest of the body is never read into the file.
          if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      const file = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, measure, file);
      } catch (error) {
        // A stream stopped while its file was still being opened creates that file once the open
        // completes (a busy thread pool): remove it only once the stream is closed.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await remove(tempPath);
        throw error;
      }
      return { path: tempPath, size, sha256: hash.digest('hex') };
    },

    commit(temp) {
      return place((target) => fs.promises.rename(temp.path, target));
    },

    putBytes(data) {
      return place((target) => fs.promises.writeFile(target, data, { flag: 'wx', mode: 0o600 }));
    },

    // Through a temp file and a rename, so a restore that fails half-way leaves no partial file.
    async putAt(key, source) {
      const target = pathOf(key);
      const tempPath = path.join(tmpDir, `${newKey()}.part`);
      try {
        await pipeline(source, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(tempPath, target);
      } catch (error) {
        await remove(tempPath);
        throw error;
      }
    },

    async discard(temp) {
      await remove(temp.path);
    },

    async get(key, range?: ByteRange): Promise<StoredFile | null> {
      const file = pathOf(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const { size } = await handle.stat();
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { size, stream };
    },

    async size(key) {
      try {
        return (await fs.promises.stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await remove(pathOf(key));
    },

    async *keys(placedBefore?: Date) {
      for (const prefix of await fs.promises.readdir(objectsDir)) {
        const dir = path.join(objectsDir, prefix);
        const entries = await fs.promises.readdir(dir).catch(() => [] as string[]);
        for (const name of entries) {
          if (!KEY_PATTERN.test(name) || !name.startsWith(prefix)) continue;
          if (placedBefore && !(await placedEarlier(path.join(dir, name), placedBefore))) continue;
          yield name;
        }
      }
    },

    async clearTemp() {
      const names = await fs.promises.readdir(tmpDir);
      // Folders too: a release's archive is unpacked here (routes/releases/publish.ts).
      await Promise.all(names.map((name) => fs.promises.rm(path.join(tmpDir, name), { recursive: true, force: true }).catch(() => undefined)));
      return names.length;
    },
  };
}

async function placedEarlier(file: string, before: Date): Promise<boolean> {
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat !== null && stat.mtimeMs < before.getTime();
}
