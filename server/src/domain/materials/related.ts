// "Related materials" on a material's page: the listed materials of its course first, then those
// of the other courses its course's departments take, each by popularity then recency; the
// material itself never. A material with no course has none.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { RELATED_MATERIALS_MAX, type Material } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Viewer } from '../users/index.ts';
import { isListedFor } from './material-access.ts';
import { materialPage } from './material-lists.ts';
import { tieredSource } from './page-sources.ts';

export async function relatedMaterials(db: Kysely<Database>, viewer: Viewer, material: { id: string; course_id: string | null }): Promise<Material[]> {
  const courseId = material.course_id;
  if (!courseId) return [];
  const listed = sql<SqlBool>`${isListedFor(viewer)} and m.id <> ${material.id}`;
  const departmentCourses = sql`array(select other.course_id from department_courses mine
      join department_courses other on other.department_id = mine.department_id and other.review_status = 'approved'
      where mine.course_id = ${courseId} and mine.review_status = 'approved')`;
  const sameCourse = sql<SqlBool>`${listed} and m.course_id = ${courseId}`;
  const sameDepartment = sql<SqlBool>`${listed} and m.course_id <> ${courseId} and m.course_id = any(${departmentCourses})`;
  const page = await materialPage(db, viewer, {
    where: sql<SqlBool>`((${sameCourse}) or (${sameDepartment}))`,
    source: tieredSource(sameCourse, sameDepartment),
    page: 1,
    limit: RELATED_MATERIALS_MAX,
  });
  return page.data;
}
