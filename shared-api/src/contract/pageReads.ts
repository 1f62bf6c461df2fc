// What a signed-in page reads from the API as it first renders, so the server can answer those
// reads inside the page itself (docs/architecture.md, "Reads answered in the page").
import { DASHBOARD_ROW_SIZE } from './materials.ts';
import { PAGE_PATHS } from './paths.ts';

/** The page's global the server writes the answers into: `{ [readKey(url)]: envelope }`. */
export const INLINE_READS_GLOBAL = '__LECTERN_READS__';

export interface PageRead {
  /** The API URL exactly as the page asks for it (parameter order does not matter, see readKey). */
  url: string;
}

const READS: Readonly<Record<string, readonly PageRead[]>> = {
  [PAGE_PATHS.dashboard]: [
    { url: '/api/notifications?page=1' },
    { url: '/api/announcements/current' },
    { url: '/api/stats/me' },
    { url: '/api/groups/sessions/upcoming' },
    { url: `/api/materials/recent?limit=${DASHBOARD_ROW_SIZE}` },
    { url: `/api/materials/recommendations?limit=${DASHBOARD_ROW_SIZE}&ignorePreference=true` },
  ],
};

/**
 * The reads of one page path. A read not listed, or listed with other parameters than the page
 * sends, costs only a round trip: the page asks the API for it as it would anyway.
 */
export function pageReads(pagePath: string): readonly PageRead[] {
  return READS[pagePath] ?? [];
}

/** One key per read, whatever the order of its query parameters. */
export function readKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = query.split('&').filter(Boolean).sort();
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}
