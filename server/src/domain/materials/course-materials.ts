// A course page's materials: the listed ones of one course grouped by classification in the
// contract's order, each group its newest COURSE_PAGE_GROUP_MAX.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { CLASSIFICATIONS, type CoursePage, type Material } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Viewer } from '../users/index.ts';
import { isListedFor } from './material-access.ts';
import { selectMaterials, toMaterial } from './material-read.ts';

/** The newest this many of each classification; the full list is GET /materials?courseId=&classification=. */
export const COURSE_PAGE_GROUP_MAX = 50;
export async function materialsByClassification(db: Kysely<Database>, viewer: Viewer, courseId: string): Promise<CoursePage['materials']> {
  // One query: each classification's newest COURSE_PAGE_GROUP_MAX, numbered by a window.
  const ranked = db
    .selectFrom('materials as m')
    .select(['m.id', sql<number>`row_number() over (partition by m.classification order by m.created_at desc, m.id desc)`.as('n')])
    .where('m.course_id', '=', courseId)
    .where(sql<SqlBool>`${isListedFor(viewer)}`)
    .as('ranked');
  const ids = await db.selectFrom(ranked).select('ranked.id').where('ranked.n', '<=', COURSE_PAGE_GROUP_MAX).execute();
  if (ids.length === 0) return [];
  const rows = await selectMaterials(db, viewer)
    .where(
      'm.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const groups = new Map<string, Material[]>();
  for (const row of rows) {
    const list = groups.get(row.classification) ?? [];
    list.push(toMaterial(row, viewer));
    groups.set(row.classification, list);
  }
  return CLASSIFICATIONS.flatMap((classification) => {
    const materials = groups.get(classification);
    return materials ? [{ classification, materials }] : [];
  });
}
