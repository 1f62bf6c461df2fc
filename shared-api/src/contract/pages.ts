// Where things lead inside the student area: a material's page, a course's page, a chosen
// suggestion. (Separate from paths.ts so the landing page's shared entry stays small.)
import type { SearchSuggestion } from './models.ts';
import { normaliseCourseCode } from './search.ts';

/** What a search result carries to the material's page: the searched words, and the page they were found on. */
export interface MaterialPageSearch {
  /** The words searched for: the reader marks them on the page it shows. */
  q?: string | null;
  /** The page to open at (1 is the first); left out when not a whole number of at least 1. */
  page?: number | null;
}

/**
 * A material's page: the share link's target. From a search result, `search` adds the words and
 * the page they were found on (`/material/:id?q=kirchhoff&page=3`), so the reader opens there
 * with the words marked; without it (or with nothing in it), the plain page.
 */
export function materialPagePath(id: string, search?: MaterialPageSearch): string {
  const path = `/material/${encodeURIComponent(id)}`;
  // Built by hand: the contract is also compiled for the server, without the DOM's URLSearchParams.
  const params: string[] = [];
  const q = search?.q?.trim();
  if (q) params.push(`q=${encodeURIComponent(q)}`);
  const page = search?.page;
  if (typeof page === 'number' && Number.isInteger(page) && page >= 1) params.push(`page=${page}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}

/** A course's page, by its code without spaces ('CSC 204' and 'csc204' lead to the same page). */
export const coursePagePath = (code: string) => `/dashboard/courses/${encodeURIComponent(normaliseCourseCode(code))}`;

/** Where a chosen search suggestion leads: a material to its page, a course (titled 'CSC 204: Name') to its page. */
export function suggestionPath(suggestion: Pick<SearchSuggestion, 'id' | 'title' | 'type'>): string {
  if (suggestion.type === 'material') return materialPagePath(suggestion.id);
  return coursePagePath(suggestion.title.split(':')[0] ?? suggestion.title);
}
