import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { CLASSIFICATION_LABELS, formatCourseCode, type SearchSuggestion } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { isListedFor } from './material-access.ts';
import type { Viewer } from '../users/index.ts';
import { materialTsQuery, prefixTsQuery } from './search-filters.ts';

/**
 * Suggestions look at this many matches at most (found through the GIN index on search_vector)
 * and offer the most downloaded of them: a common word over a large catalogue then costs the
 * same as a rare one.
 */
const CANDIDATES_MAX = 500;

/** Who may see a suggested material: anonymous callers only public, approved, unhidden, unrestricted ones. */
function visibleTo(viewer: Viewer | null): Expression<SqlBool> {
  if (viewer) return isListedFor(viewer);
  return sql<SqlBool>`(m.review_status = 'approved' and m.hidden_at is null and m.visibility = 'public' and m.restriction <> 'restricted')`;
}

/** Listed public materials whose title, description or tags hold every typed word (by prefix). */
export async function suggestMaterials(db: Kysely<Database>, viewer: Viewer | null, text: string, limit: number): Promise<SearchSuggestion[]> {
  const tsQuery = prefixTsQuery(text);
  if (!tsQuery || limit <= 0) return [];
  const candidates = db
    .selectFrom('materials as m')
    .select(['m.id', 'm.label', 'm.classification', 'm.course_id', 'm.downloads'])
    .where(sql<SqlBool>`m.heading_vector @@ ${materialTsQuery(tsQuery)}`)
    .where(visibleTo(viewer))
    .limit(CANDIDATES_MAX)
    .as('found');
  // The best few first, and only they are joined to their course.
  const best = db.selectFrom(candidates).selectAll('found').orderBy('found.downloads', 'desc').orderBy('found.label').limit(limit).as('best');
  const rows = await db
    .selectFrom(best)
    .leftJoin('courses as c', 'c.id', 'best.course_id')
    .select(['best.id', 'best.label', 'best.classification', 'c.course_code'])
    .orderBy('best.downloads', 'desc')
    .orderBy('best.label')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.label,
    type: 'material' as const,
    subtitle: [row.course_code ? formatCourseCode(row.course_code) : null, CLASSIFICATION_LABELS[row.classification]].filter(Boolean).join(' · '),
  }));
}
