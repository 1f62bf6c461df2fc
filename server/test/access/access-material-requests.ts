// The requests for material the access matrix calls on: A's open request of the
// matrix's course, and for each answer call a new open request with a pending upload of A's for it
// (an answer uses a request up once the upload is approved; a pending one only records the word).
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import { insertMaterial } from '../helpers/material-rows.ts';

export interface MaterialRequestItems {
  /** A's open request of the matrix's approved course. */
  request: string;
}

export interface MaterialRequestFresh {
  /** A new open request of the course (by a new student), and A's pending upload of that course. */
  answerable(): Promise<{ requestId: string; materialId: string }>;
}

let asked = 0;

async function insertRequest(db: Kysely<Database>, courseId: string, authorId: string): Promise<string> {
  asked += 1;
  const text = `Matrix request ${asked}`;
  const row = await db
    .insertInto('material_requests')
    .values({ course_id: courseId, text, text_key: text.toLowerCase().replace(/[^a-z0-9]/g, ''), created_by: authorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buildMaterialRequestWorld(
  db: Kysely<Database>,
  ownerId: string,
  courseId: string,
  newStudent: () => Promise<{ id: string }>,
): Promise<{ items: MaterialRequestItems; fresh: MaterialRequestFresh }> {
  const request = await insertRequest(db, courseId, ownerId);
  const fresh: MaterialRequestFresh = {
    async answerable() {
      const requestId = await insertRequest(db, courseId, (await newStudent()).id);
      const materialId = await insertMaterial(db, { uploader_id: ownerId, course_id: courseId, review_status: 'pending' });
      return { requestId, materialId };
    },
  };
  return { items: { request }, fresh };
}
