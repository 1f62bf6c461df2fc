// Moderator applications through the API, as the Settings form sends them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { ModeratorApplication } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import type { Session } from './accounts.ts';
import { dataOf } from './responses.ts';

export const GOOD_REASON = 'I tutor 200 level students every week and know the course outlines well.';

/** The first department of the seeded reference data, by name. */
export async function firstDepartment(db: Kysely<Database>): Promise<{ id: string; name: string }> {
  return db.selectFrom('departments').select(['id', 'name']).orderBy('name').executeTakeFirstOrThrow();
}

/** POST /api/moderator-applications as `session`; `payload` replaces the defaults field by field. */
export function apply(app: FastifyInstance, session: Session | null, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/moderator-applications', headers: session?.bearer ?? {}, payload: { level: 200, reason: GOOD_REASON, ...payload } });
}

/** Applies and returns the application; throws unless the answer is 201. */
export async function applyThroughApi(app: FastifyInstance, session: Session, departmentId: string, reason = GOOD_REASON): Promise<ModeratorApplication> {
  return dataOf<ModeratorApplication>(await apply(app, session, { departmentId, reason }), 201);
}

export async function applicationCount(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('moderator_applications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}
