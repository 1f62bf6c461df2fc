import { createHash } from 'node:crypto';
import type { RemoteName } from '../platform/config.ts';
import type { BuildFiles } from './remote-files.ts';

/** Where a remote's build leaves its prerendered pages (rspack.prerender.mjs writes it). */
const PRERENDERED_PAGES_FILE = 'prerender/pages.json';

export interface PrerenderedPage {
  html: string;
  css: string;
}

/** The checksum rspack.prerender.mjs wrote: a page whose html or css was damaged is not used. */
function checksum(html: string, css: string): string {
  return createHash('sha256').update(html).update('\0').update(css).digest('hex');
}

function isPage(value: unknown): value is PrerenderedPage & { sha256: string } {
  const page = value as Record<string, unknown> | null;
  return typeof page?.html === 'string' && typeof page.css === 'string' && typeof page.sha256 === 'string';
}

/**
 * The remote's current prerendered markup for a page, or null (none, older format, corrupt):
 * the shell then renders that page on the client, only later.
 */
export async function prerenderedPage(files: BuildFiles, remote: RemoteName, urlPath: string): Promise<PrerenderedPage | null> {
  const built = (await files.remoteJson(remote, PRERENDERED_PAGES_FILE)) as { version?: unknown; pages?: Record<string, unknown> } | null;
  if (built?.version !== 1 || typeof built.pages !== 'object' || built.pages === null) return null;
  const page = Object.hasOwn(built.pages, urlPath) ? built.pages[urlPath] : null;
  if (!isPage(page) || checksum(page.html, page.css) !== page.sha256) return null;
  return { html: page.html, css: page.css };
}
