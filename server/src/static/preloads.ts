import { FEDERATION_MANIFEST_FILE, PRELOAD_FILE, REMOTE_ENTRY_FILE, type StartupPreload } from '@lectern/build/artifacts';
import type { BuildFiles, ServedRemote } from './served-remotes.ts';

export interface Preload {
  href: string;
  /** `fetch` for the manifest the federation runtime fetches; `script` for chunks. */
  as: 'script' | 'fetch';
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A build's preload.json as far as it is well-formed: a missing or damaged part reads as empty (a file with no size counts as 0). */
function startupChunks(value: unknown): StartupPreload {
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

const chunksOf = (start: StartupPreload, files: string[], url: (file: string) => string): Chunk[] =>
  files.map((file) => ({ href: url(file), size: start.sizes[file] ?? 0 }));

/**
 * Largest first, each file once. The page renders once every chunk is in, and a browser fetches
 * at most six at a time from one host over HTTP/1.1: a large chunk queued behind small ones
 * finishes last and holds the page up (react-dom, a third of the bytes, used to start after ten
 * others). One file may hold several shared packages (the shell's start-up chunk holds them all).
 */
const largestFirst = (chunks: Chunk[]): Preload[] =>
  [...new Map(chunks.map((chunk) => [chunk.href, chunk])).values()].sort((a, b) => b.size - a.size).map(({ href }) => ({ href, as: 'script' }));

/**
 * Every file a page of this remote needs before it can render: the shell's start-up chunks
 * and the shared packages they use; the remote's manifest and entry, its exposed modules'
 * chunks, and its own copies of shared packages the shell does not provide. Read from the
 * person's release of that remote; a missing file only shortens the list. The manifest goes first (the
 * federation runtime reads it before any file of the remote), then the scripts, largest first.
 */
export async function routePreloads(files: Pick<BuildFiles, 'shellJson'>, remote: ServedRemote | null): Promise<Preload[]> {
  const [shell, shellManifest] = await Promise.all([files.shellJson(PRELOAD_FILE), files.shellJson(FEDERATION_MANIFEST_FILE)]);
  const shellStart = startupChunks(shell);
  const shellChunks = chunksOf(shellStart, [...shellStart.files, ...Object.values(shellStart.shared).flat()], (file) => `/${file}`);
  if (!remote) return largestFirst(shellChunks);

  const provided = new Set(((shellManifest as { shared?: Array<{ name?: unknown }> } | null)?.shared ?? []).map((entry) => entry.name));
  const remoteStart = startupChunks(await remote.json(PRELOAD_FILE));
  const ownShared = Object.entries(remoteStart.shared).flatMap(([name, chunks]) => (provided.has(name) ? [] : chunks));
  const remoteChunks = chunksOf(remoteStart, [REMOTE_ENTRY_FILE, ...remoteStart.files, ...ownShared], remote.url);
  return [{ href: remote.manifestUrl, as: 'fetch' }, ...largestFirst([...shellChunks, ...remoteChunks])];
}
