// The types of artifacts.mjs: what preload.json and pages.json hold.

export declare const FEDERATION_MANIFEST_FILE: 'mf-manifest.json';
export declare const REMOTE_ENTRY_FILE: 'remoteEntry.js';
export declare const PRELOAD_FILE: 'preload.json';
export declare const PRECACHE_FILE: 'precache.json';
export declare const BUILD_INFO_FILE: 'build-info.json';
export declare const BUILD_INFO_FORMAT: 1;

/** build-info.json: what a remote's build says of itself when it is published as a release. */
export interface BuildInfo {
  format: typeof BUILD_INFO_FORMAT;
  /** The remote's federation name. */
  name: string;
  /** The remote package's version. */
  version: string;
  /** The last commit that changed what the build is made of (with `-dirty` for uncommitted changes), or null outside git. */
  commit: string | null;
  /** The contract version (shared-api's CONTRACT_VERSION) it was built against. */
  contractVersion: number;
}
export declare const PRECACHE_VERSION: 1;
export declare const SERVICE_WORKER_FILE: 'sw.js';
export declare const APP_SHELL_PATH: '/app-shell.html';
export declare const OFFLINE_PAGE_PATH: '/offline.html';
export declare const OFFLINE_STYLE_PATH: '/offline.css';
export declare const APP_ICON_PATH: '/icon-192.png';
export declare const WEB_APP_MANIFEST_FILE: 'manifest.webmanifest';
export declare const SHELL_UNHASHED_FILES: readonly string[];

/** precache.json: a remote's files for the service worker, relative to the folder of its mf-manifest.json. */
export interface RemotePrecache {
  format: typeof PRECACHE_VERSION;
  /** Names this exact set of files (and revisions): one cache per version. */
  version: string;
  /** The files' total bytes. */
  bytes: number;
  /**
   * revision: null when the file's name carries its content hash. fallbackFor: the shared
   * packages a file only holds the remote's own copies of (absent for every other file); a host
   * that provides them all never runs it, so its service worker does not download it.
   */
  files: { url: string; revision: string | null; fallbackFor?: string[] }[];
}

export declare const PRERENDER_DIR: 'prerender';
export declare const PRERENDER_BUNDLE_FILE: 'render.cjs';
export declare const PRERENDER_PAGES_FILE: 'pages.json';
export declare const PRERENDER_BUNDLE_PATH: 'prerender/render.cjs';
export declare const SIGNED_IN_RENDER_EXPORT: 'renderSignedIn';
export declare const PRERENDERED_PAGES_PATH: 'prerender/pages.json';
export declare const PRERENDERED_PAGES_VERSION: 1;

/** preload.json: the chunks an app starts with. File names are relative to the build's output. */
export interface StartupPreload {
  /** The start-up chunk group's own scripts (the host's bootstrap; a remote's exposed modules). */
  files: string[];
  /** Per shared package the start-up uses, this build's own chunks of it. */
  shared: Record<string, string[]>;
  /** Each listed file's bytes (and a remote's entry's). */
  sizes: Record<string, number>;
}

/** One page of pages.json. */
export interface PrerenderedPageEntry {
  html: string;
  css: string;
  /** pageChecksum(html, css) */
  sha256: string;
}

/** pages.json: a remote's public pages, rendered at build time, by URL path. */
export interface PrerenderedPages {
  version: typeof PRERENDERED_PAGES_VERSION;
  pages: Record<string, PrerenderedPageEntry>;
}

/** sha256 over html, a NUL, then css, in hex. */
export declare function pageChecksum(html: string, css: string): string;
