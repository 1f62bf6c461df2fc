import type { RemoteName } from '../platform/config.ts';
import type { BuildFiles } from './remote-files.ts';

/** What each build lists as the chunks it starts with (rspack.preload.mjs). */
const PRELOAD_FILE = 'preload.json';
/** A remote's entry (rspack.federation.mjs names it); its size is in the remote's preload.json. */
const REMOTE_ENTRY = 'remoteEntry.js';

export interface Preload {
  href: string;
  /** `fetch` for the manifest the federation runtime fetches; `script` for chunks. */
  as: 'script' | 'fetch';
}

interface StartupChunks {
  files: string[];
  /** Per shared package the start-up uses, that build's own chunks of it. */
  shared: Record<string, string[]>;
  /** Each listed file's bytes (a file the build gave none for counts as 0). */
  sizes: Record<string, number>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function startupChunks(value: unknown): StartupChunks {
  const raw = (value ?? {}) as { files?: unknown; shared?: unknown; sizes?: unknown };
  const shared = typeof raw.shared === 'object' && raw.shared !== null ? (raw.shared as Record<string, unknown>) : {};
  const sizes = typeof raw.sizes === 'object' && raw.sizes !== null ? (raw.sizes as Record<string, unknown>) : {};
  return {
    files: strings(raw.files),
    shared: Object.fromEntries(Object.entries(shared).map(([name, files]) => [name, strings(files)])),
    sizes: Object.fromEntries(Object.entries(sizes).filter((entry): entry is [string, number] => typeof entry[1] === 'number')),
  };
}

interface Chunk {
  href: string;
  size: number;
}

const chunksOf = (start: StartupChunks, files: string[], url: (file: string) => string): Chunk[] =>
  files.map((file) => ({ href: url(file), size: start.sizes[file] ?? 0 }));

/**
 * Largest first. The page renders once every chunk is in, and a browser fetches at most six at a
 * time from one host over HTTP/1.1: a large chunk queued behind small ones finishes last and holds
 * the page up (react-dom, a third of the bytes, used to start after ten others).
 */
const largestFirst = (chunks: Chunk[]): Preload[] => [...chunks].sort((a, b) => b.size - a.size).map(({ href }) => ({ href, as: 'script' }));

/**
 * Every file a page of this remote needs before it can render: the shell's start-up chunks
 * and the shared packages they use; the remote's manifest and entry, its exposed modules'
 * chunks, and its own copies of shared packages the shell does not provide. Read from the
 * current builds; a missing file only shortens the list. The manifest goes first (the
 * federation runtime reads it before any file of the remote), then the scripts, largest first.
 */
export async function routePreloads(files: BuildFiles, remote: RemoteName | null): Promise<Preload[]> {
  const [shell, shellManifest] = await Promise.all([files.shellJson(PRELOAD_FILE), files.shellJson('mf-manifest.json')]);
  const shellStart = startupChunks(shell);
  const shellChunks = chunksOf(shellStart, [...shellStart.files, ...Object.values(shellStart.shared).flat()], (file) => `/${file}`);
  if (!remote) return largestFirst(shellChunks);

  const provided = new Set(((shellManifest as { shared?: Array<{ name?: unknown }> } | null)?.shared ?? []).map((entry) => entry.name));
  const remoteStart = startupChunks(await files.remoteJson(remote, PRELOAD_FILE));
  const ownShared = Object.entries(remoteStart.shared).flatMap(([name, chunks]) => (provided.has(name) ? [] : chunks));
  const remoteChunks = chunksOf(remoteStart, [REMOTE_ENTRY, ...remoteStart.files, ...ownShared], (file) => files.remoteUrl(remote, file));
  return [{ href: files.remoteUrl(remote, 'mf-manifest.json'), as: 'fetch' }, ...largestFirst([...shellChunks, ...remoteChunks])];
}
