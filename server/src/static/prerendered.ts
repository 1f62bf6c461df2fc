import { PRERENDERED_PAGES_PATH, PRERENDERED_PAGES_VERSION, pageChecksum, type PrerenderedPageEntry } from '@lectern/build/artifacts';
import type { ServedRemote } from './served-remotes.ts';

export type PrerenderedPage = Pick<PrerenderedPageEntry, 'html' | 'css'>;

function isPage(value: unknown): value is PrerenderedPageEntry {
  const page = value as Record<string, unknown> | null;
  return typeof page?.html === 'string' && typeof page.css === 'string' && typeof page.sha256 === 'string';
}

/**
 * The prerendered markup of a page in the person's release of its remote, or null (none, older
 * format, corrupt): the shell then renders that page on the client, only later.
 */
export async function prerenderedPage(remote: ServedRemote, urlPath: string): Promise<PrerenderedPage | null> {
  const built = (await remote.json(PRERENDERED_PAGES_PATH)) as { version?: unknown; pages?: Record<string, unknown> } | null;
  if (built?.version !== PRERENDERED_PAGES_VERSION || typeof built.pages !== 'object' || built.pages === null) return null;
  const page = Object.hasOwn(built.pages, urlPath) ? built.pages[urlPath] : null;
  // The checksum the prerender wrote: a page whose html or css was damaged is not used.
  if (!isPage(page) || pageChecksum(page.html, page.css) !== page.sha256) return null;
  return { html: page.html, css: page.css };
}
