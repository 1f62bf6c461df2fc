import type { Kysely } from 'kysely';
import { normaliseCourseCode } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { ReferenceData } from './reference-data.ts';

/**
 * Load the reference list into an empty database, in one transaction. A database that
 * already has faculties is left alone: the list seeds a new site, it does not sync one.
 * Returns whether anything was written.
 */
export async function seedReferenceData(db: Kysely<Database>, data: ReferenceData): Promise<boolean> {
  const existing = await db.selectFrom('faculties').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  await db.transaction().execute(async (trx) => {
    const courseIds = new Map<string, string>();
    for (const faculty of data.faculties) {
      const { id: facultyId } = await trx
        .insertInto('faculties')
        .values({ name: faculty.name.trim() })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const department of faculty.departments) {
        const { id: departmentId } = await trx
          .insertInto('departments')
          .values({ faculty_id: facultyId, name: department.name.trim() })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const course of department.courses ?? []) {
          const code = normaliseCourseCode(course.code);
          let courseId = courseIds.get(code);
          if (!courseId) {
            ({ id: courseId } = await trx
              .insertInto('courses')
              .values({ course_code: code, course_name: course.name.trim(), description: course.description?.trim() || null })
              .returning('id')
              .executeTakeFirstOrThrow());
            courseIds.set(code, courseId);
          }
          await trx
            .insertInto('department_courses')
            .values({ department_id: departmentId, course_id: courseId, level: course.level })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }
    }
  });
  return true;
}
