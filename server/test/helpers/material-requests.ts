// Requests for material through the API, as the course page and the search page
// send them, and a fresh approved course for each test so counts start from nothing.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { MaterialRequest, MaterialRequestPage, MaterialRequestReceipt } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import { insertCourse } from './courses.ts';
import { dataOf } from './responses.ts';
import type { Person } from './materials.ts';

/** A new approved course (code 'RQ' and four letters), unless told otherwise. */
export async function freshCourse(db: Kysely<Database>, status: 'approved' | 'pending' = 'approved'): Promise<{ id: string; code: string }> {
  const code = `RQ${randomBytes(2).toString('hex').toUpperCase()}`;
  return { id: await insertCourse(db, { code, status }), code };
}

export function ask(app: FastifyInstance, person: Person | null, payload: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/material-requests', payload, headers: person?.session.bearer ?? {} });
}

/** A request that must be accepted (201 new, 200 joined): its receipt. */
export async function askOk(app: FastifyInstance, person: Person, courseId: string, text: string): Promise<MaterialRequestReceipt> {
  const res = await ask(app, person, { courseId, text });
  // A new request is 201, the same need asked again 200 (a Me too): either is an answer here.
  return dataOf<MaterialRequestReceipt>(res, res.statusCode === 200 ? 200 : 201);
}

export function listRequests(app: FastifyInstance, person: Person | null, courseId: string, query: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/material-requests', query: { courseId, ...query }, headers: person?.session.bearer ?? {} });
}

export async function openRequests(app: FastifyInstance, person: Person, courseId: string): Promise<MaterialRequestPage> {
  return dataOf<MaterialRequestPage>(await listRequests(app, person, courseId));
}

export function meToo(app: FastifyInstance, person: Person, id: string, method: 'POST' | 'DELETE' = 'POST'): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `/api/material-requests/${id}/me-too`, headers: person.session.bearer });
}

export function answer(app: FastifyInstance, person: Person, id: string, materialId: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/material-requests/${id}/answer`, payload: { materialId }, headers: person.session.bearer });
}

/** The request a Me too (or taking it back) answers with. */
export const requestOf = (res: LightMyRequestResponse): MaterialRequest => dataOf<MaterialRequest>(res);
