import type { RemoteName } from '../config.ts';
import type { BuildFiles } from './remote-files.ts';

/** What the shell's build lists as its start-up chunks (rspack.preload.mjs). */
export const SHELL_PRELOAD_FILE = 'preload.json';

interface Manifest {
  exposes?: Array<{ assets?: { js?: { sync?: unknown } } }>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * Every script a page of this remote needs before it can render, in the order they run: the
 * shell's start-up chunks and the shared packages they use, then the remote's entry and the
 * chunks of the module it exposes. Read from the current builds; a missing file only
 * shortens the list.
 */
export async function routePreloads(files: BuildFiles, remote: RemoteName | null): Promise<string[]> {
  const shell = (await files.shellJson(SHELL_PRELOAD_FILE)) as { files?: unknown } | null;
  const urls = strings(shell?.files).map((file) => `/${file}`);
  if (!remote) return urls;
  urls.push(files.remoteUrl(remote, 'remoteEntry.js'));
  const manifest = (await files.remoteJson(remote, 'mf-manifest.json')) as Manifest | null;
  for (const expose of manifest?.exposes ?? []) {
    for (const file of strings(expose.assets?.js?.sync)) urls.push(files.remoteUrl(remote, file));
  }
  return urls;
}
