// What a signed-in page reads from the API as it first renders, so the server can answer those
// reads inside the page itself (docs/architecture.md, "Reads answered in the page").
import { DASHBOARD_ROW_SIZE } from './materials.ts';
import type { SessionUser } from './models.ts';
import { PAGE_PATHS } from './paths.ts';

/** The page's global the server writes the answers into: `{ [readKey(url)]: envelope }`. */
export const INLINE_READS_GLOBAL = '__LECTERN_READS__';

export interface PageRead {
  /** The API URL exactly as the page asks for it (parameter order does not matter, see readKey). */
  url: string;
}

/** The layout's unread badge: every student page reads it as it renders. */
const STUDENT_LAYOUT_READS: readonly PageRead[] = [{ url: '/api/notifications?page=1' }];

const READS: Readonly<Record<string, readonly PageRead[]>> = {
  [PAGE_PATHS.dashboard]: [
    ...STUDENT_LAYOUT_READS,
    { url: '/api/announcements/current' },
    { url: '/api/stats/me' },
    { url: '/api/groups/sessions/upcoming' },
    { url: `/api/materials/recent?limit=${DASHBOARD_ROW_SIZE}` },
    { url: `/api/materials/recommendations?limit=${DASHBOARD_ROW_SIZE}&ignorePreference=true` },
  ],
  [PAGE_PATHS.libraries]: [...STUDENT_LAYOUT_READS, { url: '/api/materials/saved' }, { url: '/api/materials/mine' }, { url: '/api/folders/mine' }],
  [PAGE_PATHS.management]: [{ url: '/api/review/overview' }],
};

/** A material's page (materialPagePath) reads the material. */
const MATERIAL_PAGE = /^\/material\/([^/?#]+)$/;

/**
 * The reads of one page path. A read not listed, or listed with other parameters than the page
 * sends, costs only a round trip: the page asks the API for it as it would anyway.
 */
export function pageReads(pagePath: string): readonly PageRead[] {
  const material = MATERIAL_PAGE.exec(pagePath);
  if (material) return [...STUDENT_LAYOUT_READS, { url: `/api/materials/${material[1]}` }];
  return READS[pagePath] ?? [];
}

/** One key per read, whatever the order of its query parameters. */
export function readKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = query.split('&').filter(Boolean).sort();
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/**
 * What the server hands a remote's `renderSignedIn` for one page request (docs/architecture.md §8):
 * whose page it is and the answers the page carries, so the markup is what that person's browser
 * renders first.
 */
export interface SignedInPageState {
  session: SessionUser;
  /** The carried answers by readKey, exactly as the page's script holds them (INLINE_READS_GLOBAL). */
  reads: Record<string, unknown>;
}
