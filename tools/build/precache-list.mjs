// The files of one build the service worker keeps for offline use, with a revision each
// (docs/offline.md). The shell's list is injected into its service worker
// (service-worker.mjs); a remote, deployed on its own, writes its list as `precache.json`
// beside its mf-manifest.json, and the shell's service worker reads it at run time: the shell's
// build cannot know a remote's files.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { BUILD_INFO_FILE, PRECACHE_FILE, PRECACHE_VERSION } from './artifacts.mjs';

/** Content-hashed names ([name].[contenthash:10].ext, federation.mjs): the name is the revision. */
export const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** What a browser loads from a build: scripts, styles, fonts, images, the federation manifest. */
export const PRECACHE_PATTERNS = ['**/*.{js,css,json,svg,png,jpg,webp,woff,woff2,mjs,webmanifest,html}'];

/**
 * Never kept: the precompressed copies and source maps, what only the server or the build reads
 * (preload list, prerendered pages, federation stats, build info), the shell's index.html (a template the
 * server fills per request; the service worker keeps the app shell instead) and the list itself.
 */
export const PRECACHE_IGNORES = ['**/*.br', '**/*.gz', '**/*.map', 'preload.json', 'prerender/**', 'mf-stats.json', BUILD_INFO_FILE, 'index.html', PRECACHE_FILE];

/** pdf.js and its worker are large; a build's file above this is not kept (workbox's default is 2 MB). */
const MAXIMUM_FILE_BYTES = 8 * 1024 * 1024;

/** The shared options of workbox-build's getManifest and injectManifest for one build folder. */
export function precacheOptions(dir, { ignores = [] } = {}) {
  return {
    globDirectory: dir,
    globPatterns: PRECACHE_PATTERNS,
    globIgnores: [...PRECACHE_IGNORES, ...ignores],
    dontCacheBustURLsMatching: HASHED_NAME,
    maximumFileSizeToCacheInBytes: MAXIMUM_FILE_BYTES,
  };
}

/**
 * The files of a remote's build that hold only its own copies of shared packages, each with the
 * packages it is a copy of (read from its mf-manifest.json). Under a host that provides those
 * packages the copies never run, so the host's service worker need not download them; a file that
 * any exposed module loads is never one of them.
 * @param {string} dir the remote's build output
 * @returns {Map<string, string[]>}
 */
export function sharedFallbackFiles(dir) {
  const manifestPath = path.join(dir, 'mf-manifest.json');
  const fallbacks = new Map();
  if (!existsSync(manifestPath)) return fallbacks;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const assetsOf = (entry) => ['js', 'css'].flatMap((kind) => [...(entry.assets?.[kind]?.sync ?? []), ...(entry.assets?.[kind]?.async ?? [])]);
  const exposed = new Set((manifest.exposes ?? []).flatMap(assetsOf));
  for (const shared of manifest.shared ?? []) {
    for (const file of assetsOf(shared)) if (!exposed.has(file)) fallbacks.set(file, [...(fallbacks.get(file) ?? []), shared.name].sort());
  }
  return fallbacks;
}

/**
 * A remote's list (`RemotePrecache`): URLs relative to the folder of its mf-manifest.json (a
 * remote may be served from another host), a revision for each unhashed file (null when the name
 * is the revision), for a file that only holds copies of shared packages the packages
 * (`fallbackFor`), the total bytes, and a version naming exactly this set of files: the service
 * worker keeps each version of a remote in a cache of its own.
 * @param {string} dir the remote's build output
 * @returns {Promise<import('./artifacts.mjs').RemotePrecache>}
 */
export async function remotePrecacheList(dir) {
  const { manifestEntries, size, warnings } = await getManifest(precacheOptions(dir));
  for (const warning of warnings) console.warn(`precache list: ${warning}`);
  const fallbacks = sharedFallbackFiles(dir);
  const files = manifestEntries
    .map(({ url, revision }) => ({ url, revision: revision ?? null, ...(fallbacks.has(url) ? { fallbackFor: fallbacks.get(url) } : {}) }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const version = createHash('sha256')
    .update(files.map(({ url, revision }) => `${url} ${revision ?? ''}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { format: PRECACHE_VERSION, version, bytes: size, files };
}

/** Writes a remote's `precache.json` once its build has written its files (production only). */
export class RemotePrecachePlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('RemotePrecachePlugin', async () => {
      const out = compiler.options.output.path;
      await writeFile(path.join(out, PRECACHE_FILE), JSON.stringify(await remotePrecacheList(out)));
    });
  }
}
