import { randomBytes } from 'node:crypto';
import { hash, type Algorithm } from '@node-rs/argon2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@lectern/shared-api/contract';
import type { Database } from '../../src/platform/db/schema.ts';
import { insertUserIfEmailFree } from '../../src/domain/users/users-repository.ts';

/** PUBLIC_URL of testConfig() (no PORT given): cookie calls of unsafe methods send it as Origin. */
export const ORIGIN = 'http://localhost:8080';
export const PASSWORD = 'Correct-horse-7';

export function uniqueEmail(name = 'student'): string {
  return `${name}.${randomBytes(4).toString('hex')}@uni.edu`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/**
 * An argon2id hash of `password` at the smallest cost, made once per password in a test file.
 * The server verifies a hash by the cost written in it, so a user made here signs in exactly as
 * one who signed up; only the work differs: the production cost (passwords.ts, 19 MiB and two
 * passes, tens of ms of a core per hash or check) spent on every user the tests make was most of
 * the server suite's CPU. Sign-up and password changes through the API still hash at full cost.
 */
const cheapHashes = new Map<string, Promise<string>>();
function cheapHash(password: string): Promise<string> {
  let made = cheapHashes.get(password);
  if (!made) {
    made = hash(password, { algorithm: 2 as Algorithm.Argon2id, memoryCost: 8, timeCost: 1, parallelism: 1 });
    cheapHashes.set(password, made);
  }
  return made;
}

/** A user straight in the database (no mail): verified unless told otherwise. */
export async function createUser(
  db: Kysely<Database>,
  options: { email?: string; password?: string; verified?: boolean; role?: Role; firstName?: string; matricNo?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const id = await insertUserIfEmailFree(
    db,
    {
      email,
      firstName: options.firstName ?? 'Ada',
      lastName: 'Obi',
      passwordHash: await cheapHash(password),
      role: options.role ?? 'student',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    },
    new Date(),
  );
  if (!id) throw new Error(`email taken: ${email}`);
  if (options.matricNo) await db.updateTable('users').set({ matric_no: options.matricNo }).where('id', '=', id).execute();
  return { id, email, password };
}

export interface Session {
  token: string;
  /** Headers that authenticate by cookie (with this site's Origin, as a browser would send). */
  cookie: Record<string, string>;
  /** Headers that authenticate by bearer token. */
  bearer: Record<string, string>;
}

/** The session a sign-in (or verification) answer handed out. */
export function sessionFrom(res: LightMyRequestResponse): Session {
  const header = String(res.headers.authorization ?? '');
  const token = header.replace(/^Bearer /, '');
  if (!token) throw new Error(`no session in the answer (${res.statusCode}: ${res.body})`);
  return {
    token,
    cookie: { cookie: `lectern_session=${token}`, origin: ORIGIN },
    bearer: { authorization: `Bearer ${token}` },
  };
}

export function login(app: FastifyInstance, email: string, password: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
}

export async function signIn(app: FastifyInstance, user: TestUser): Promise<Session> {
  const res = await login(app, user.email, user.password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionFrom(res);
}

/** Each call a different client address, so tests do not share rate-limit windows. */
let address = 0;
export function nextAddress(): string {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}
