// Files stored under paths of their own (a remote's release: `releases/<remote>/<id>/<file>`),
// beside the opaque objects of storage.ts, in the same place: the local disk under
// DATA_DIR/files, or the STORAGE_URL bucket under its prefix. The orphan sweep lists only
// `objects/`, so it never sees these. A path is written once (releases are immutable) and removed
// as a whole tree.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredFile } from './storage.ts';

export interface FileTree {
  /** Where the files under `prefix` are on this server's disk, or null when they are in a bucket. */
  localDir(prefix: string): string | null;
  /** Stores a file at `file` (a path of safe segments), replacing nothing: callers write each path once. */
  put(file: string, source: Buffer | Readable, size: number): Promise<void>;
  /** The stored file, or null when nothing is there. */
  get(file: string): Promise<StoredFile | null>;
  exists(file: string): Promise<boolean>;
  /** Removes every file under `prefix` (a folder path); a missing tree is not an error. */
  removeTree(prefix: string): Promise<void>;
}

/** A segment of a stored path: letters, digits and . _ - @ +, never '.' or '..' or a leading dot. */
const SEGMENT = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*$/;

/** Paths come from checked archives and our rows, but a path is still checked before it becomes a file or object name. */
export function isSafeTreePath(file: string): boolean {
  const segments = file.split('/');
  return segments.length > 0 && segments.length <= 8 && file.length <= 300 && segments.every((segment) => SEGMENT.test(segment));
}

/** The path, once checked (an error if it is not a safe one). */
export function checkedTreePath(file: string): string {
  if (!isSafeTreePath(file)) throw new Error('not a stored file path');
  return file;
}

export function createLocalFileTree(folder: string): FileTree {
  // By its real path: the render process (static/signed-in/sandbox.ts) may read only the folders it
  // is given, and a link on the way to them (DATA_DIR itself on another disk) would be outside.
  fs.mkdirSync(folder, { recursive: true });
  const root = fs.realpathSync(folder);
  const tmpDir = path.join(root, 'tmp');
  const pathOf = (file: string) => path.join(root, checkedTreePath(file));
  return {
    localDir: (prefix) => pathOf(prefix.replace(/\/$/, '')),
    // Through a temp file and a rename: a reader never sees half a file.
    async put(file, source, size) {
      const target = pathOf(file);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.mkdir(tmpDir, { recursive: true });
      const temp = path.join(tmpDir, `${randomBytes(16).toString('hex')}.part`);
      try {
        if (Buffer.isBuffer(source)) await fs.promises.writeFile(temp, source, { flag: 'wx', mode: 0o600 });
        else await pipeline(source, fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        const written = (await fs.promises.stat(temp)).size;
        if (written !== size) throw new Error(`${file}: wrote ${written} bytes, expected ${size}`);
        await fs.promises.rename(temp, target);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    async get(file) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(file), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    },
    async exists(file) {
      return fs.promises.stat(pathOf(file)).then(
        (stat) => stat.isFile(),
        () => false,
      );
    },
    async removeTree(prefix) {
      await fs.promises.rm(pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
  };
}
