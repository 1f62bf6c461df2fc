// Where things lead inside the student area: a material's page, a course's page, a chosen
// suggestion. (Separate from paths.ts so the landing page's shared entry stays small.)
import type { SearchSuggestion } from './models.ts';
import { normaliseCourseCode } from './search.ts';

/** A material's page: the share link's target. */
export const materialPagePath = (id: string) => `/material/${encodeURIComponent(id)}`;

/** A course's page, by its code without spaces ('CSC 204' and 'csc204' lead to the same page). */
export const coursePagePath = (code: string) => `/dashboard/courses/${encodeURIComponent(normaliseCourseCode(code))}`;

/** Where a chosen search suggestion leads: a material to its page, a course (titled 'CSC 204: Name') to its page. */
export function suggestionPath(suggestion: Pick<SearchSuggestion, 'id' | 'title' | 'type'>): string {
  if (suggestion.type === 'material') return materialPagePath(suggestion.id);
  return coursePagePath(suggestion.title.split(':')[0] ?? suggestion.title);
}
