import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '../platform/config.ts';
import type { RemotesMap } from './remotes.ts';

// A remote on another host is asked at most this often, and never waited on for long: its
// files only make the page faster, and the page goes out without them.
const REMOTE_HOST_TTL_MS = 1_000;
const REMOTE_HOST_TIMEOUT_MS = 500;

export interface BuildFiles {
  /** A JSON file of the shell's build (its dist), or null when missing or unreadable. */
  shellJson(file: string): Promise<unknown>;
  /** A JSON file of a remote's current build, wherever that remote is deployed. */
  remoteJson(remote: RemoteName, file: string): Promise<unknown>;
  /** The URL (path or absolute) a file of that remote's build is served at. */
  remoteUrl(remote: RemoteName, file: string): string;
  /** Whether that remote's build is on this server's disk (not on another host). */
  servedHere(remote: RemoteName): boolean;
}

interface Cached {
  stamp: string;
  value: unknown;
}

/**
 * The current builds' JSON files: a remote served here is read from its dist (re-read when
 * the file changes, so a remote redeployed alone is seen at once); a remote on another host
 * (REMOTE_<NAME>_URL) is fetched next to its manifest. Anything missing, slow or corrupt is null.
 */
export function createBuildFiles(staticRoot: string, remotes: RemotesMap, log: FastifyBaseLogger): BuildFiles {
  const diskCache = new Map<string, Cached>();
  const hostCache = new Map<string, { expires: number; value: Promise<unknown> }>();

  async function readDisk(file: string): Promise<unknown> {
    try {
      const stat = await fs.stat(file);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      const cached = diskCache.get(file);
      if (cached?.stamp === stamp) return cached.value;
      const value = JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
      diskCache.set(file, { stamp, value });
      return value;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ file, err: error }, 'unreadable build file ignored');
      return null;
    }
  }

  function readHost(url: string): Promise<unknown> {
    const now = Date.now();
    const cached = hostCache.get(url);
    if (cached && cached.expires > now) return cached.value;
    const value = fetch(url, { signal: AbortSignal.timeout(REMOTE_HOST_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    hostCache.set(url, { expires: now + REMOTE_HOST_TTL_MS, value });
    return value;
  }

  const servedHere = (remote: RemoteName) => remotes[remote] === `/remotes/${remote}/mf-manifest.json`;
  const remoteUrl = (remote: RemoteName, file: string) => remotes[remote].replace(/mf-manifest\.json(?=$|[?#])/, file);

  return {
    shellJson: (file) => readDisk(path.join(staticRoot, 'shell', 'dist', file)),
    remoteJson: (remote, file) => {
      if (!REMOTE_NAMES.includes(remote)) return Promise.resolve(null);
      if (servedHere(remote)) return readDisk(path.join(staticRoot, `remote-${remote}`, 'dist', file));
      return /^https?:\/\//.test(remotes[remote]) ? readHost(remoteUrl(remote, file)) : Promise.resolve(null);
    },
    remoteUrl,
    servedHere,
  };
}
