import type { RemoteName } from '../config.ts';
import type { BuildFiles } from './remote-files.ts';

/** What each build lists as the chunks it starts with (rspack.preload.mjs). */
const PRELOAD_FILE = 'preload.json';

export interface Preload {
  href: string;
  /** `fetch` for the manifest the federation runtime fetches; `script` for chunks; `image` for a page's first images. */
  as: 'script' | 'fetch' | 'image';
}

interface StartupChunks {
  files: string[];
  /** Per shared package the start-up uses, that build's own chunks of it. */
  shared: Record<string, string[]>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function startupChunks(value: unknown): StartupChunks {
  const raw = (value ?? {}) as { files?: unknown; shared?: unknown };
  const shared = typeof raw.shared === 'object' && raw.shared !== null ? (raw.shared as Record<string, unknown>) : {};
  return { files: strings(raw.files), shared: Object.fromEntries(Object.entries(shared).map(([name, files]) => [name, strings(files)])) };
}

/**
 * Every file a page of this remote needs before it can render: the shell's start-up chunks
 * and the shared packages they use; the remote's manifest and entry, its exposed modules'
 * chunks, and its own copies of shared packages the shell does not provide. Read from the
 * current builds; a missing file only shortens the list.
 */
export async function routePreloads(files: BuildFiles, remote: RemoteName | null): Promise<Preload[]> {
  const [shell, shellManifest] = await Promise.all([files.shellJson(PRELOAD_FILE), files.shellJson('mf-manifest.json')]);
  const shellStart = startupChunks(shell);
  const script = (href: string): Preload => ({ href, as: 'script' });
  const preloads = [...shellStart.files, ...Object.values(shellStart.shared).flat()].map((file) => script(`/${file}`));
  if (!remote) return preloads;

  const provided = new Set(((shellManifest as { shared?: Array<{ name?: unknown }> } | null)?.shared ?? []).map((entry) => entry.name));
  const remoteStart = startupChunks(await files.remoteJson(remote, PRELOAD_FILE));
  const ownShared = Object.entries(remoteStart.shared).flatMap(([name, chunks]) => (provided.has(name) ? [] : chunks));
  return [
    ...preloads,
    { href: files.remoteUrl(remote, 'mf-manifest.json'), as: 'fetch' },
    script(files.remoteUrl(remote, 'remoteEntry.js')),
    ...[...remoteStart.files, ...ownShared].map((file) => script(files.remoteUrl(remote, file))),
  ];
}
