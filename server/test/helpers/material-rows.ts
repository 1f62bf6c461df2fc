// Materials straight in the database, in any state a list must handle (the upload route makes
// only pending ones with real files; lists need approved, hidden, private... and many of them).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { MaterialListPage } from '@lectern/shared-api/contract';
import type { Database, MaterialTable } from '../../src/platform/db/schema.ts';
import type { Person } from './materials.ts';
import { dataOf } from './responses.ts';

export type MaterialRowInput = Partial<Insertable<MaterialTable>> & { uploader_id: string };

/** How many materials there are, in any state. */
export async function materialCount(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('materials').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** A link material, approved and public unless told otherwise. */
export async function insertMaterial(db: Kysely<Database>, input: MaterialRowInput): Promise<string> {
  const { id } = await db
    .insertInto('materials')
    .values({
      label: `Material ${randomBytes(3).toString('hex')}`,
      classification: 'lecture-notes',
      type: 'link',
      url: 'https://example.edu/notes',
      review_status: 'approved',
      visibility: 'public',
      restriction: 'downloadable',
      ...input,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A word no other material holds: scopes a search to one test's materials. */
export function uniqueWord(prefix = 'zq'): string {
  return `${prefix}${randomBytes(4).toString('hex').replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
}

/** GET a list as `person` (null: no session). */
export function getList(app: FastifyInstance, person: Person | null, url: string, query: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, query, headers: person?.session.bearer ?? {} });
}

export function pageOf(res: LightMyRequestResponse): MaterialListPage {
  return dataOf<MaterialListPage>(res);
}

export const labelsOf = (res: LightMyRequestResponse): string[] => pageOf(res).data.map((m) => m.label);
