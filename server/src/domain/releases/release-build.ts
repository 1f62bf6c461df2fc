// A remote's built folder read as a release: its files (each a plain file inside the folder,
// within the limits), what its mf-manifest.json and build-info.json say, and its digest, from
// which the release's id comes, so the same build published twice is the same release.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, BUILD_INFO_FORMAT, FEDERATION_MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@lectern/build/artifacts';
import { RELEASE_LIMITS, RELEASE_MESSAGES as M, type RemoteName } from '@lectern/shared-api/contract';
import { isSafeTreePath } from '../../platform/storage/file-tree.ts';

/** A shared package as a build declares it: the version it brings and the range it accepts. */
export interface SharedPackage {
  name: string;
  version: string;
  required: string;
  singleton: boolean;
}

export interface BuildFile {
  /** Relative to the folder, with forward slashes. */
  path: string;
  size: number;
}

export interface ReleaseBuild {
  remote: RemoteName;
  /** The folder the files are read from. */
  dir: string;
  files: BuildFile[];
  bytes: number;
  digest: string;
  id: string;
  manifestDigest: string;
  shared: SharedPackage[];
  version: string;
  commit: string | null;
  contractVersion: number;
}

/** Why a build cannot be a release; its message is the one people read. */
export class ReleaseRefusedError extends Error {
  override name = 'ReleaseRefusedError';
}

const refuse = (message: string) => new ReleaseRefusedError(message);

async function listFiles(root: string): Promise<BuildFile[]> {
  const files: BuildFile[] = [];
  let bytes = 0;
  const walk = async (dir: string) => {
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      // A link or a device in a build folder is refused, as in an archive.
      if (!entry.isFile() || !isSafeTreePath(relative)) throw refuse(M.archiveUnsafeEntry(relative));
      const { size } = await fs.promises.stat(full);
      files.push({ path: relative, size });
      bytes += size;
      if (files.length > RELEASE_LIMITS.maxFiles) throw refuse(M.archiveTooManyFiles);
      if (bytes > RELEASE_LIMITS.maxUnpackedBytes) throw refuse(M.archiveTooLargeUnpacked);
    }
  };
  await walk(root);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readJson(dir: string, file: string, unreadable: string): Promise<Record<string, unknown>> {
  try {
    const value = JSON.parse(await fs.promises.readFile(path.join(dir, file), 'utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // the message below
  }
  throw refuse(unreadable);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null);

function sharedOf(manifest: Record<string, unknown>): SharedPackage[] {
  const entries = Array.isArray(manifest.shared) ? (manifest.shared as Array<Record<string, unknown>>) : [];
  const byName = new Map<string, SharedPackage>();
  for (const entry of entries) {
    const name = text(entry?.name);
    const version = text(entry?.version);
    if (!name || !version) continue;
    byName.set(name, { name, version, required: text(entry.requiredVersion) ?? '*', singleton: entry.singleton === true });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Reads and checks the built folder of `remote`; throws ReleaseRefusedError with the reason. */
export async function readReleaseBuild(remote: RemoteName, dir: string): Promise<ReleaseBuild> {
  const files = await listFiles(dir);
  for (const required of [FEDERATION_MANIFEST_FILE, REMOTE_ENTRY_FILE, BUILD_INFO_FILE]) {
    if (!files.some((file) => file.path === required)) throw refuse(M.missingFile(required));
  }
  const manifest = await readJson(dir, FEDERATION_MANIFEST_FILE, M.manifestUnreadable);
  const name = text(manifest.name) ?? text(manifest.id) ?? '';
  if (name !== remote) throw refuse(M.manifestOtherRemote(name || 'an unnamed', remote));
  const info = await readJson(dir, BUILD_INFO_FILE, M.missingFile(BUILD_INFO_FILE));
  if (info.format !== BUILD_INFO_FORMAT || info.name !== remote || typeof info.contractVersion !== 'number') {
    throw refuse(M.missingFile(BUILD_INFO_FILE));
  }

  const digest = createHash('sha256');
  let manifestDigest = '';
  for (const file of files) {
    const sha = await sha256Of(path.join(dir, file.path));
    if (file.path === FEDERATION_MANIFEST_FILE) manifestDigest = sha;
    digest.update(`${file.path}\0${sha}\n`);
  }
  const treeDigest = digest.digest('hex');
  return {
    remote,
    dir,
    files,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    digest: treeDigest,
    id: createHash('sha256').update(`${remote}\0${treeDigest}`).digest('hex').slice(0, 12),
    manifestDigest,
    shared: sharedOf(manifest),
    version: text(info.version) ?? '0.0.0',
    commit: text(info.commit),
    contractVersion: info.contractVersion,
  };
}
