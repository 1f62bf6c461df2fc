// The course calls' queries (docs/api-contract.md /courses rows). Staff see every course and every
// department link whatever its review status; anyone else sees approved ones only.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { normaliseCourseCode, type Course, type CourseLink, type Paged, type ReviewStatus } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';
import { prefixTsQuery } from '../materials/index.ts';

/** The unique index that keeps 'CSC 204', 'csc204' and 'CSC204' one course. */
export const COURSE_CODE_INDEX = 'courses_code_key_unique';
/** The primary key of department_courses: a department takes a course at one level. */
export const COURSE_LINK_KEY = 'department_courses_pkey';

export interface CourseListOptions {
  /** Staff: every status; otherwise approved courses and links only. */
  staff: boolean;
  page: number;
  limit: number;
  departmentId?: string;
  level?: number;
  query?: string;
  /** False: each course's departments are left empty (one query fewer). */
  withDepartments: boolean;
}

interface CourseRow {
  id: string;
  course_code: string;
  course_name: string;
  description: string | null;
  review_status: ReviewStatus;
  created_at: Date | string;
}

const COURSE_COLUMNS = ['c.id', 'c.course_code', 'c.course_name', 'c.description', 'c.review_status', 'c.created_at'] as const;

/** Courses whose code starts with the typed code (any spacing or case), or whose name holds every typed word by prefix. */
export function courseTextMatch(text: string): ReturnType<typeof sql<SqlBool>> {
  // Letters and digits only, so the LIKE needs no escaping.
  const code = normaliseCourseCode(text).replace(/[^A-Z0-9]/g, '');
  const words = prefixTsQuery(text);
  const parts = [
    code ? sql<SqlBool>`c.code_key like ${`${code}%`}` : null,
    words ? sql<SqlBool>`c.search_vector @@ to_tsquery('simple', ${words})` : null,
  ].filter((part) => part !== null);
  // Text with no letter or digit can match no course.
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`false`;
}

function courseFilters(options: Omit<CourseListOptions, 'page' | 'limit' | 'withDepartments'>): ReturnType<typeof sql<SqlBool>> {
  const parts: Array<ReturnType<typeof sql<SqlBool>>> = [];
  if (!options.staff) parts.push(sql<SqlBool>`c.review_status = 'approved'`);
  const text = options.query?.trim();
  if (text) parts.push(courseTextMatch(text));
  if (options.departmentId !== undefined || options.level !== undefined) {
    const status = options.staff ? sql`` : sql`and dc.review_status = 'approved'`;
    const department = options.departmentId !== undefined ? sql`and dc.department_id = ${options.departmentId}` : sql``;
    const level = options.level !== undefined ? sql`and dc.level = ${options.level}` : sql``;
    parts.push(sql<SqlBool>`exists (select 1 from department_courses dc where dc.course_id = c.id ${status} ${department} ${level})`);
  }
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`;
}

/** The departments of each course, by level then department name. */
async function departmentsOf(db: Kysely<Database>, courseIds: string[], staff: boolean): Promise<Map<string, Course['departments']>> {
  const byCourse = new Map<string, Course['departments']>();
  if (courseIds.length === 0) return byCourse;
  let query = db
    .selectFrom('department_courses as dc')
    .innerJoin('departments as d', 'd.id', 'dc.department_id')
    .select(['dc.course_id', 'dc.department_id', 'dc.level', 'dc.review_status', 'd.name'])
    .where('dc.course_id', 'in', courseIds);
  if (!staff) query = query.where('dc.review_status', '=', 'approved');
  const rows = await query.orderBy('dc.level').orderBy('d.name').execute();
  for (const row of rows) {
    const list = byCourse.get(row.course_id) ?? [];
    list.push({ departmentId: row.department_id, level: row.level, department: { name: row.name }, reviewStatus: row.review_status });
    byCourse.set(row.course_id, list);
  }
  return byCourse;
}

function toCourse(row: CourseRow, departments: Course['departments']): Course {
  return {
    id: row.id,
    courseName: row.course_name,
    courseCode: row.course_code,
    description: row.description,
    reviewStatus: row.review_status,
    createdAt: new Date(row.created_at).toISOString(),
    departments,
  };
}

/** These courses, in the order of `ids`, with their departments (all statuses for staff). */
export async function coursesByIds(db: Kysely<Database>, ids: string[], staff: boolean): Promise<Course[]> {
  if (ids.length === 0) return [];
  const [rows, departments] = await Promise.all([
    db.selectFrom('courses as c').select(COURSE_COLUMNS).where('c.id', 'in', ids).execute(),
    departmentsOf(db, ids, staff),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCourse(row, departments.get(id) ?? [])] : [];
  });
}

/** Courses' rows (aliased c), for a list that filters, orders and pages them itself (the Courses Review queue). */
export function selectCourseRows(db: Kysely<Database>) {
  return db.selectFrom('courses as c').select(COURSE_COLUMNS);
}

/** Rows of selectCourseRows as courses, with all their departments (staff). */
export async function withDepartments(db: Kysely<Database>, rows: CourseRow[]): Promise<Course[]> {
  const departments = await departmentsOf(db, rows.map((row) => row.id), true);
  return rows.map((row) => toCourse(row, departments.get(row.id) ?? []));
}

/** One page of courses in code order, with the total that match. */
export async function listCourses(db: Kysely<Database>, options: CourseListOptions): Promise<Paged<Course>> {
  const where = courseFilters(options);
  const [counted, rows] = await Promise.all([
    db.selectFrom('courses as c').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow(),
    db
      .selectFrom('courses as c')
      .select(COURSE_COLUMNS)
      .where(where)
      .orderBy('c.code_key')
      .orderBy('c.id')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
  ]);
  const departments = options.withDepartments ? await departmentsOf(db, rows.map((row) => row.id), options.staff) : new Map<string, Course['departments']>();
  return {
    data: rows.map((row) => toCourse(row, departments.get(row.id) ?? [])),
    pagination: paginationOf(options.page, options.limit, Number(counted.n)),
  };
}

/** One course with its departments; null when unknown, or not approved and the asker is not staff. */
export async function findCourse(db: Kysely<Database>, id: string, staff: boolean): Promise<Course | null> {
  let query = db.selectFrom('courses as c').select(COURSE_COLUMNS).where('c.id', '=', id);
  if (!staff) query = query.where('c.review_status', '=', 'approved');
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return toCourse(row, (await departmentsOf(db, [row.id], staff)).get(row.id) ?? []);
}

export async function departmentExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function courseStatus(db: Kysely<Database>, id: string): Promise<ReviewStatus | null> {
  const row = await db.selectFrom('courses').select('review_status').where('id', '=', id).executeTakeFirst();
  return row?.review_status ?? null;
}

export interface NewCourse {
  courseCode: string;
  courseName: string;
  description: string | null;
  reviewStatus: ReviewStatus;
  createdBy: string;
}

/** Throws the unique violation of COURSE_CODE_INDEX when the code is taken (ignoring case and spaces). */
export async function insertCourse(db: Kysely<Database>, course: NewCourse): Promise<string> {
  const row = await db
    .insertInto('courses')
    .values({
      course_code: course.courseCode,
      course_name: course.courseName,
      description: course.description,
      review_status: course.reviewStatus,
      created_by: course.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewCourseLink {
  courseId: string;
  departmentId: string;
  level: number;
  reviewStatus: ReviewStatus;
  createdBy: string;
}

/** Throws the unique violation of COURSE_LINK_KEY when the department already takes the course. */
export async function insertCourseLink(db: Kysely<Database>, link: NewCourseLink): Promise<CourseLink> {
  const row = await db
    .insertInto('department_courses')
    .values({
      course_id: link.courseId,
      department_id: link.departmentId,
      level: link.level,
      review_status: link.reviewStatus,
      created_by: link.createdBy,
    })
    .returning(['course_id', 'department_id', 'level', 'review_status', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    courseId: row.course_id,
    departmentId: row.department_id,
    level: row.level,
    reviewStatus: row.review_status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface CourseChanges {
  courseCode: string;
  courseName: string;
  /** undefined: unchanged. */
  description?: string | null;
}

/** False when there is no such course; throws the unique violation of COURSE_CODE_INDEX when the code is taken. */
export async function updateCourse(db: Kysely<Database>, id: string, changes: CourseChanges): Promise<boolean> {
  const result = await db
    .updateTable('courses')
    .set({
      course_code: changes.courseCode,
      course_name: changes.courseName,
      ...(changes.description !== undefined ? { description: changes.description } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The approved course whatever the code's spacing or case, with its approved department links. */
export async function findCourseByCode(db: Kysely<Database>, code: string): Promise<Course | null> {
  const row = await db
    .selectFrom('courses')
    .select('id')
    .where('code_key', '=', normaliseCourseCode(code))
    .where('review_status', '=', 'approved')
    .executeTakeFirst();
  return row ? findCourse(db, row.id, false) : null;
}
