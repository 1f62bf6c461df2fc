// GET /groups: my groups, and finding open ones by words or course code, or of one course (the
// course page: its open groups and my own groups of it, invite-only ones included since I am in
// them). An invite-only group never shows to someone outside it.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { GROUPS_PAGE_SIZE, normaliseCourseCode, type GroupSearchQuery, type GroupSummary, type Paged } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { prefixTsQuery } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import { selectGroupSummaries, toGroupSummary } from './groups-read.ts';

// Letters then digits, as course codes are written ('CSC', 'CSC2', 'CSC204').
const CODE_LIKE = /^[A-Z]{2,6}[0-9]{0,4}[A-Z]?$/;

/** Groups whose name or description holds every typed word (by prefix), or whose course's code starts with the typed code. */
function textMatch(text: string): ReturnType<typeof sql<SqlBool>> {
  const words = prefixTsQuery(text);
  const code = normaliseCourseCode(text);
  const parts = [
    words ? sql<SqlBool>`g.search_vector @@ to_tsquery('simple', ${words})` : null,
    // Letters and digits only, so the LIKE needs no escaping.
    CODE_LIKE.test(code) ? sql<SqlBool>`g.course_id = any(array(select cc.id from courses cc where cc.code_key like ${`${code}%`}))` : null,
  ].filter((part) => part !== null);
  // Text with no letter or digit matches nothing.
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`false`;
}

function filters(viewer: Viewer, request: GroupSearchQuery): ReturnType<typeof sql<SqlBool>> {
  const mine = sql<SqlBool>`exists (select 1 from study_group_members mm where mm.group_id = g.id and mm.user_id = ${viewer.id})`;
  const parts: Array<ReturnType<typeof sql<SqlBool>>> = [];
  if (request.scope === 'mine') parts.push(mine);
  else if (request.courseId) parts.push(sql<SqlBool>`(g.join_policy = 'open' or ${mine})`);
  else parts.push(sql<SqlBool>`g.join_policy = 'open'`);
  if (request.courseId) parts.push(sql<SqlBool>`g.course_id = ${request.courseId}`);
  const text = request.query?.trim();
  if (text) parts.push(textMatch(text));
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** A page of groups as `viewer` sees them, newest activity first. */
export async function listGroups(db: Kysely<Database>, viewer: Viewer, request: GroupSearchQuery): Promise<Paged<GroupSummary>> {
  const { page = 1, limit = GROUPS_PAGE_SIZE } = request;
  const where = filters(viewer, request);
  const [{ total }, rows] = await Promise.all([
    db.selectFrom('study_groups as g').select(sql<number>`count(*)::int`.as('total')).where(where).executeTakeFirstOrThrow(),
    selectGroupSummaries(db, viewer)
      .where(where)
      .orderBy('g.last_activity_at', 'desc')
      .orderBy('g.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { data: rows.map(toGroupSummary), pagination: paginationOf(page, limit, total) };
}
