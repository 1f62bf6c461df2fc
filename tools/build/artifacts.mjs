// The files a production build leaves for the server, and their format: the build's plugins
// (preload.mjs, prerender.mjs) write them, server/src/static reads them. One home for both sides,
// so a writer and its reader cannot drift apart. Node built-ins only: the server loads this file
// at run time. The types are in artifacts.d.mts.
import { createHash } from 'node:crypto';

/** The federation manifest (the federation plugin's default name); the runtime reads it before any file of a remote. */
export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';
/** A remote's entry script, which the shell loads first. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The chunks an app starts with (a `StartupPreload`), at the root of each production build's output. */
export const PRELOAD_FILE = 'preload.json';

/**
 * What a remote's build says of itself (a `BuildInfo`), at the root of its output: the server reads
 * it when the build is published as a release (docs/releases.md).
 */
export const BUILD_INFO_FILE = 'build-info.json';
/** The format of build-info.json; a release of any other format is refused. */
export const BUILD_INFO_FORMAT = 1;

/** A remote's files for the service worker to keep offline (a `RemotePrecache`), beside its mf-manifest.json. */
export const PRECACHE_FILE = 'precache.json';
/** The format of precache.json; the service worker skips a list of any other format. */
export const PRECACHE_VERSION = 1;

/** The shell's service worker, at the root of its build (served at /sw.js, scope /). */
export const SERVICE_WORKER_FILE = 'sw.js';
/** The page the service worker shows for the pages that work offline: the shell without a session (served by the server). */
export const APP_SHELL_PATH = '/app-shell.html';
/** The page the service worker shows offline for every other page (a file of the shell's build). */
export const OFFLINE_PAGE_PATH = '/offline.html';
/** The offline page's style sheet, which the server's own error pages use too (a file of the shell's build). */
export const OFFLINE_STYLE_PATH = '/offline.css';
/** The app's icon, at the size a page shows it (a file of the shell's build). */
export const APP_ICON_PATH = '/icon-192.png';
/** The web app manifest (a file of the shell's build). */
export const WEB_APP_MANIFEST_FILE = 'manifest.webmanifest';
/**
 * The shell's files with fixed names (its `public/` folder and the service worker): no content
 * hash, so browsers must revalidate them.
 */
export const SHELL_UNHASHED_FILES = [
  SERVICE_WORKER_FILE,
  WEB_APP_MANIFEST_FILE,
  OFFLINE_PAGE_PATH.slice(1),
  OFFLINE_STYLE_PATH.slice(1),
  'offline.js',
  APP_ICON_PATH.slice(1),
  'icon-512.png',
  'icon-maskable-512.png',
];

/** The folder of a remote's output that holds its prerender bundle and pages. */
export const PRERENDER_DIR = 'prerender';
/** The Node bundle that renders a remote's public pages at build time. */
export const PRERENDER_BUNDLE_FILE = 'render.cjs';
/** The prerendered pages (`PrerenderedPages`), in PRERENDER_DIR. */
export const PRERENDER_PAGES_FILE = 'pages.json';
/** Where the prerendered pages are, relative to a remote's output. */
export const PRERENDERED_PAGES_PATH = `${PRERENDER_DIR}/${PRERENDER_PAGES_FILE}`;
/** Where the prerender bundle is, relative to a remote's output. */
export const PRERENDER_BUNDLE_PATH = `${PRERENDER_DIR}/${PRERENDER_BUNDLE_FILE}`;
/**
 * The bundle's export the server calls for a signed-in page, `(url, SignedInPageState) =>
 * { html, css } | null` (null: a page that remote leaves to the browser). A bundle without it
 * renders nothing on the server.
 */
export const SIGNED_IN_RENDER_EXPORT = 'renderSignedIn';
/** The format of pages.json; the server ignores a file of any other version (an older build). */
export const PRERENDERED_PAGES_VERSION = 1;

/**
 * A prerendered page's checksum: sha256 over the html, a NUL, then the css, in hex. The server
 * inlines a page only when its html and css still match it.
 * @param {string} html
 * @param {string} css
 * @returns {string}
 */
export function pageChecksum(html, css) {
  return createHash('sha256').update(html).update('\0').update(css).digest('hex');
}
