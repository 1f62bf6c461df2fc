// How a page serves each remote: the release chosen for the person (its files under
// /remotes/<name>/releases/<id>/, read from the site's storage), or, for a remote named by
// REMOTE_<NAME>_URL, the build on that other host (its JSON files fetched next to its manifest,
// never its code run here). Plus the shell's own build files, from its dist on this disk.
import fs from 'node:fs/promises';
import path from 'node:path';
import { FEDERATION_MANIFEST_FILE } from '@lectern/build/artifacts';
import { REMOTE_NAMES, releaseBasePath, type RemoteName } from '@lectern/shared-api/contract';
import type { ReleaseChoices, Releases } from '../domain/releases/index.ts';

// A remote on another host is asked at most this often, and never waited on for long: its
// files only make the page faster, and the page goes out without them.
const REMOTE_HOST_TTL_MS = 1_000;
const REMOTE_HOST_TIMEOUT_MS = 500;

export interface ServedRemote {
  remote: RemoteName;
  /** The release served; null for a remote hosted elsewhere (REMOTE_<NAME>_URL). */
  release: string | null;
  /** What the remotes map names: its mf-manifest.json. */
  manifestUrl: string;
  /** The URL (path or absolute) a file of this build is served at. */
  url(file: string): string;
  /** A JSON file of this build, parsed; null when missing, slow or unreadable. */
  json(file: string): Promise<unknown>;
  /** Its prerender bundle on this server's disk, for the signed-in render; null for a remote hosted elsewhere (the server never runs code fetched over the network). */
  bundle(): Promise<string | null>;
}

export type ServedRemotes = Record<RemoteName, ServedRemote | null>;

export interface BuildFiles {
  /** A JSON file of the shell's build (its dist), or null when missing or unreadable. */
  shellJson(file: string): Promise<unknown>;
  /** Each remote as served to a person with these release choices (null: neither a release nor an override). */
  served(choices: ReleaseChoices): ServedRemotes;
}

interface Log {
  warn(obj: unknown, msg?: string): void;
}

export function createBuildFiles(shellDist: string, overrides: Partial<Record<RemoteName, string>>, releases: Releases, log: Log): BuildFiles {
  const shellCache = new Map<string, { stamp: string; value: unknown }>();
  const hostCache = new Map<string, { expires: number; value: Promise<unknown> }>();

  // The shell's files are re-read when they change (a shell rebuilt while the server runs).
  async function readShell(file: string): Promise<unknown> {
    const full = path.join(shellDist, file);
    try {
      const stat = await fs.stat(full);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      const cached = shellCache.get(full);
      if (cached?.stamp === stamp) return cached.value;
      const value = JSON.parse(await fs.readFile(full, 'utf8')) as unknown;
      shellCache.set(full, { stamp, value });
      return value;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ file: full, err: error }, 'unreadable build file ignored');
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

  function elsewhere(remote: RemoteName, manifestUrl: string): ServedRemote {
    const url = (file: string) => manifestUrl.replace(/mf-manifest\.json(?=$|[?#])/, file);
    return {
      remote,
      release: null,
      manifestUrl,
      url,
      json: (file) => (/^https?:\/\//.test(manifestUrl) ? readHost(url(file)) : Promise.resolve(null)),
      bundle: async () => null,
    };
  }

  function fromRelease(remote: RemoteName, release: string): ServedRemote {
    const base = releaseBasePath(remote, release);
    return {
      remote,
      release,
      manifestUrl: `${base}${FEDERATION_MANIFEST_FILE}`,
      url: (file) => `${base}${file}`,
      json: (file) => releases.files.readJson(remote, release, file),
      bundle: () => releases.files.bundlePath(remote, release),
    };
  }

  return {
    shellJson: readShell,
    served(choices) {
      const served = {} as ServedRemotes;
      for (const remote of REMOTE_NAMES) {
        const override = overrides[remote];
        const release = choices[remote];
        served[remote] = override ? elsewhere(remote, override) : release ? fromRelease(remote, release) : null;
      }
      return served;
    },
  };
}

/** The remotes map a page carries: each served remote's manifest. A remote with neither release nor override is left out (it shows its fallback). */
export function remotesMapOf(served: ServedRemotes): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(REMOTE_NAMES.flatMap((remote) => (served[remote] ? [[remote, served[remote].manifestUrl]] : [])));
}
