// A release's files as the pages read them: one file to serve (only a path its row lists), its
// JSON files (preload.json, pages.json: kept once read, a release never changes), and its
// prerender bundle on this server's disk for the signed-in render (from a bucket, its prerender
// folder is copied to DATA_DIR/release-cache first).
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PRERENDER_BUNDLE_PATH, PRERENDER_DIR } from '@lectern/build/artifacts';
import type { RemoteName } from '@lectern/shared-api/contract';
import type { FileTree } from '../../platform/storage/file-tree.ts';
import type { StoredFile } from '../../platform/storage/storage.ts';
import { releasePrefix } from './publish.ts';
import type { ReleaseState } from './release-state.ts';

const JSON_KEPT = 64;

export class ReleaseFiles {
  private readonly indexes = new Map<string, Map<string, number>>();
  private readonly json = new Map<string, Promise<unknown>>();
  private readonly copies = new Map<string, Promise<string | null>>();

  constructor(
    private readonly tree: FileTree,
    private readonly state: ReleaseState,
    /** Where a bucket's bundles are copied to be run (DATA_DIR/release-cache). */
    private readonly cacheDir: string,
  ) {}

  /**
   * The folders the render child may read: the releases on this disk, or their copies. Made now
   * if missing: the child's permissions name a folder's real path, which a folder that does not
   * exist yet (or a link to one) has not got.
   */
  readableDirs(): string[] {
    const dir = this.tree.localDir('releases') ?? this.cacheDir;
    fs.mkdirSync(dir, { recursive: true });
    return [dir];
  }

  /** The release's files by path with their sizes, or null when it is not this remote's or its files are gone. */
  async index(remote: RemoteName, id: string): Promise<Map<string, number> | null> {
    const kept = this.indexes.get(id);
    if (kept) return kept;
    const row = await this.state.release(id);
    if (!row || row.remote !== remote || row.pruned_at) return null;
    const index = new Map(row.files);
    this.indexes.set(id, index);
    if (this.indexes.size > JSON_KEPT) this.indexes.delete(this.indexes.keys().next().value!);
    return index;
  }

  /** A listed file of the release, or null. */
  async file(remote: RemoteName, id: string, file: string): Promise<StoredFile | null> {
    const index = await this.index(remote, id);
    if (!index?.has(file)) return null;
    return this.tree.get(`${releasePrefix(remote, id)}/${file}`);
  }

  /** A JSON file of the release, parsed, or null (missing, unreadable). */
  readJson(remote: RemoteName, id: string, file: string): Promise<unknown> {
    const key = `${id}/${file}`;
    let value = this.json.get(key);
    if (!value) {
      value = this.file(remote, id, file).then(async (stored) => (stored ? (JSON.parse(await text(stored)) as unknown) : null)).catch(() => null);
      this.json.set(key, value);
      if (this.json.size > JSON_KEPT) this.json.delete(this.json.keys().next().value!);
    }
    return value;
  }

  /**
   * The release's prerender bundle on this server's disk, or null (none, or still being copied
   * from a bucket: the page goes out without markup until the copy is done).
   */
  async bundlePath(remote: RemoteName, id: string): Promise<string | null> {
    const index = await this.index(remote, id);
    if (!index?.has(PRERENDER_BUNDLE_PATH)) return null;
    const local = this.tree.localDir(releasePrefix(remote, id));
    if (local) return path.join(local, PRERENDER_BUNDLE_PATH);
    let copy = this.copies.get(id);
    if (!copy) {
      copy = this.copyPrerender(remote, id, index).catch(() => {
        this.copies.delete(id);
        return null;
      });
      this.copies.set(id, copy);
      return null;
    }
    return copy;
  }

  private async copyPrerender(remote: RemoteName, id: string, index: Map<string, number>): Promise<string> {
    const target = path.join(this.cacheDir, id);
    const partial = `${target}.part`;
    if (!fs.existsSync(target)) {
      await fs.promises.rm(partial, { recursive: true, force: true });
      for (const file of [...index.keys()].filter((name) => name.startsWith(`${PRERENDER_DIR}/`))) {
        const stored = await this.tree.get(`${releasePrefix(remote, id)}/${file}`);
        if (!stored) throw new Error(`${id}: ${file} is missing`);
        await fs.promises.mkdir(path.dirname(path.join(partial, file)), { recursive: true });
        await pipeline(stored.stream, fs.createWriteStream(path.join(partial, file)));
      }
      await fs.promises.rename(partial, target);
    }
    return path.join(target, PRERENDER_BUNDLE_PATH);
  }
}

async function text(stored: StoredFile): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
