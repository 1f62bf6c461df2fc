// Who may see a material and its file (docs/architecture.md), as SQL conditions for lists and as
// plain checks for one row. Every read goes through these, so the rule lives here once.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Restriction } from '@lectern/shared-api/contract';
import { isStaff, type Viewer } from '../users/index.ts';

/**
 * Who is shown the same lists (isListedFor): guests, staff, or the members of one department
 * (or of none). Answers kept for one are right for everyone in it.
 */
export function audienceOf(viewer: Viewer | null): string {
  if (!viewer) return 'guest';
  if (isStaff(viewer)) return 'staff';
  return `department:${viewer.departmentId ?? ''}`;
}

/** The viewer is a member of one of the departments the material's course belongs to. */
function memberOfCourse(viewer: Viewer): Expression<SqlBool> {
  if (!viewer.departmentId) return sql<SqlBool>`false`;
  return sql<SqlBool>`exists (select 1 from department_courses dc
    where dc.course_id = m.course_id and dc.department_id = ${viewer.departmentId})`;
}

/**
 * May open the material by id (the material page, the share link): its uploader and staff
 * always; anyone else only an approved, unhidden, public or unlisted one, and a Restricted
 * one only as a member of the course's departments. Expects the table aliased `m`.
 */
export function canOpen(viewer: Viewer): Expression<SqlBool> {
  if (isStaff(viewer)) return sql<SqlBool>`true`;
  return sql<SqlBool>`(m.uploader_id = ${viewer.id} or (
    m.review_status = 'approved' and m.hidden_at is null and m.visibility in ('public', 'unlisted')
    and (m.restriction <> 'restricted' or ${memberOfCourse(viewer)})))`;
}

/**
 * Shown in search, the course page, recent and recommendations: approved, unhidden, public,
 * and (when Restricted) only to members and staff. Unlisted materials are reached by link only.
 */
export function isListedFor(viewer: Viewer): Expression<SqlBool> {
  const restrictedOk = isStaff(viewer) ? sql<SqlBool>`true` : sql<SqlBool>`(m.restriction <> 'restricted' or ${memberOfCourse(viewer)})`;
  return sql<SqlBool>`(m.review_status = 'approved' and m.hidden_at is null and m.visibility = 'public' and ${restrictedOk})`;
}

/**
 * The file itself, once the material may be opened: View Only allows the in-page preview but
 * no download; uploader and staff always may.
 */
export function fileAccess(viewer: Viewer, material: { uploader_id: string; restriction: Restriction }): { preview: boolean; download: boolean } {
  if (isStaff(viewer) || material.uploader_id === viewer.id) return { preview: true, download: true };
  if (material.restriction === 'view only') return { preview: true, download: false };
  return { preview: true, download: true };
}

export { memberOfCourse };
