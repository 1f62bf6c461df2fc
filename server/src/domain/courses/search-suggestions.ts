// The search box's suggestions: courses first, then materials, and when the words as typed
// suggest nothing, those of their closer spellings ('calclus': docs/documents.md, "Typos and counts").
import type { Kysely } from 'kysely';
import { SUGGESTION_LIMIT, type SearchSuggestion } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { closerSpelling, suggestMaterials } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import { suggestCourses } from './course-suggestions.ts';

/** Materials keep at least this many of the SUGGESTION_LIMIT places when they match. */
export const MATERIAL_PLACES = 3;

/** The suggestions of the words as typed; when there are none, those of their closer spellings ('calclus'). */
export async function suggestSearches(db: Kysely<Database>, viewer: Viewer | null, text: string): Promise<SearchSuggestion[]> {
  const found = await suggestFor(db, viewer, text);
  if (found.length > 0) return found;
  const closer = await closerSpelling(db, text);
  return closer ? suggestFor(db, viewer, closer) : found;
}

/** Courses first, then materials, which keep up to MATERIAL_PLACES places when they match. */
async function suggestFor(db: Kysely<Database>, viewer: Viewer | null, text: string): Promise<SearchSuggestion[]> {
  const [courses, materials] = await Promise.all([
    suggestCourses(db, text, SUGGESTION_LIMIT),
    suggestMaterials(db, viewer, text, SUGGESTION_LIMIT),
  ]);
  const courseCount = Math.min(courses.length, SUGGESTION_LIMIT - Math.min(materials.length, MATERIAL_PLACES));
  return [...courses.slice(0, courseCount), ...materials].slice(0, SUGGESTION_LIMIT);
}
