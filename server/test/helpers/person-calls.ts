// One request to the app as a person of the tests (their bearer session), or as a guest (null).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Person } from './materials.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `call(person, method, url, payload?)` against the app `app()` answers when called. */
export function caller(app: () => FastifyInstance) {
  return (person: Person | null, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app().inject({ method, url, headers: person?.session.bearer ?? {}, ...(payload ? { payload } : {}) });
}

export type Call = ReturnType<typeof caller>;
