// A new course or a department link: pending from a student, approved from staff. A proposal's
// first link is decided with the course. Refusals: an unknown department, an unknown course
// (students: one that is not approved), a code or link that exists.
import type { Kysely } from 'kysely';
import { storedCourseCode, type CourseLink, type ReviewStatus } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { isStaff, type Viewer } from '../users/index.ts';
import { conflictOf, courseNotFound, unknownDepartment } from './course-errors.ts';
import { courseStatus, departmentExists, insertCourse, insertCourseLink } from './courses-repository.ts';

export interface CourseProposal {
  courseName: string;
  courseCode: string;
  description?: string | null;
  departmentId: string;
  level: number;
}

export interface LinkProposal {
  courseId: string;
  departmentId: string;
  level: number;
}

const statusFor = (viewer: Viewer): ReviewStatus => (isStaff(viewer) ? 'approved' : 'pending');

/** The new course's id and its review status. */
export async function proposeCourse(db: Kysely<Database>, viewer: Viewer, proposal: CourseProposal): Promise<{ courseId: string; reviewStatus: ReviewStatus }> {
  const reviewStatus = statusFor(viewer);
  const { courseName, courseCode, description, departmentId, level } = proposal;
  if (!(await departmentExists(db, departmentId))) throw unknownDepartment();
  const courseId = await db
    .transaction()
    .execute(async (trx) => {
      const id = await insertCourse(trx, {
        courseCode: storedCourseCode(courseCode),
        courseName,
        description: description || null,
        reviewStatus,
        createdBy: viewer.id,
      });
      await insertCourseLink(trx, { courseId: id, departmentId, level, reviewStatus, createdBy: viewer.id });
      return id;
    })
    .catch((error: unknown) => {
      throw conflictOf(error);
    });
  return { courseId, reviewStatus };
}

export async function proposeCourseLink(db: Kysely<Database>, viewer: Viewer, proposal: LinkProposal): Promise<CourseLink> {
  const { courseId, departmentId, level } = proposal;
  const status = await courseStatus(db, courseId);
  if (!status || (!isStaff(viewer) && status !== 'approved')) throw courseNotFound();
  if (!(await departmentExists(db, departmentId))) throw unknownDepartment();
  return insertCourseLink(db, { courseId, departmentId, level, reviewStatus: statusFor(viewer), createdBy: viewer.id }).catch((error: unknown) => {
    throw conflictOf(error);
  });
}
