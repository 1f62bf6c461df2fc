// Shared by the course call tests: one request as a person (null: no session), and seeded ids.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import type { Person } from './materials.ts';

export function call(
  app: FastifyInstance,
  person: Person | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, query, headers: person?.session.bearer ?? {}, ...(payload ? { payload } : {}) });
}

export async function departmentId(db: Kysely<Database>, name: string): Promise<string> {
  return (await db.selectFrom('departments').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function courseId(db: Kysely<Database>, codeKey: string): Promise<string> {
  return (await db.selectFrom('courses').select('id').where('code_key', '=', codeKey).executeTakeFirstOrThrow()).id;
}

/** A course straight in the database (approved unless told otherwise), optionally taken by a department. */
export async function insertCourse(
  db: Kysely<Database>,
  values: { code: string; name?: string; status?: 'pending' | 'approved' | 'rejected'; description?: string | null },
  link?: { departmentId: string; level: number; status?: 'pending' | 'approved' | 'rejected' },
): Promise<string> {
  const { id } = await db
    .insertInto('courses')
    .values({ course_code: values.code, course_name: values.name ?? `Course ${values.code}`, description: values.description ?? null, review_status: values.status ?? 'approved' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (link) {
    await db
      .insertInto('department_courses')
      .values({ course_id: id, department_id: link.departmentId, level: link.level, review_status: link.status ?? 'approved' })
      .execute();
  }
  return id;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
