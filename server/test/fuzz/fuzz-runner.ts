// Drives every route of the app's OpenAPI document with hostile requests (hostile-requests.ts)
// as anonymous, a student and an admin, and counts the answers that are 5xx or break the
// envelope (envelope-check.ts). Used by test/fuzz/fuzz.test.ts (2,000 requests) and by
// `npm run bench:fuzz` (10,000). Request i is generated from seed + i, so any offender can be
// replayed alone.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
import { createUser, sessionFrom, type Session, type TestUser } from '../helpers/accounts.ts';
import { insertCourse } from '../helpers/courses.ts';
import { insertMaterial } from '../helpers/material-rows.ts';
import { insertGroup, insertReply, insertThread } from '../helpers/groups.ts';
import { samplePdf, samplePng } from '../helpers/sample-files.ts';
import { judge, type Problem } from './envelope-check.ts';
import { hostileRequest, type FuzzFiles, type FuzzRequest, type Persona } from './hostile-requests.ts';
import type { FuzzWorld } from './hostile-values.ts';
import { routesOf, type FuzzRoute, type OpenApiDocument } from './openapi-routes.ts';

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** A request that has not answered by then is an offender (a hang). */
  timeoutMs?: number;
  onProgress?: (sent: number) => void;
}

export interface Offender {
  index: number;
  /** `hostileRequest(route, ...)` sampled with this seed gives the request again. */
  seed: number;
  request: FuzzRequest;
  status: number;
  problem: Problem | { kind: 'hang' | 'harness'; detail: string };
  body: string;
}

export interface FuzzReport {
  routes: number;
  sent: number;
  fiveXx: number;
  envelopeBreaks: number;
  hangs: number;
  byStatus: Record<number, number>;
  offenders: Offender[];
  ms: number;
}

/** Signed-in people the fuzzer acts as, kept able to sign in whatever the requests did to them. */
interface Cast {
  people: Record<Exclude<Persona, 'anonymous'>, TestUser & { role: 'student' | 'admin'; passwordHash: string; session: Session }>;
}

const SESSION_REFRESH_EVERY = 50;
const KEEP_OFFENDERS = 50;

export async function runFuzz(app: FastifyInstance, db: Kysely<Database>, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const routes = routesOf(app.swagger() as OpenApiDocument);
  const cast = await castOf(app, db);
  const world = await worldOf(db, cast);
  const files: FuzzFiles = { pdf: samplePdf(1), png: await samplePng(64, 48) };
  const arbitraries = routes.map((route) => hostileRequest(route, world, files));
  const report: FuzzReport = { routes: routes.length, sent: 0, fiveXx: 0, envelopeBreaks: 0, hangs: 0, byStatus: {}, offenders: [], ms: 0 };

  for (let index = 0; index < options.runs; index += 1) {
    if (index > 0 && index % SESSION_REFRESH_EVERY === 0) await refreshCast(app, db, cast);
    const route = routes[index % routes.length]!;
    const seed = options.seed + index;
    const [request] = fc.sample(arbitraries[index % routes.length]!, { seed, numRuns: 1 });
    const outcome = await send(app, cast, request!, route, options.timeoutMs ?? 15_000);
    report.sent += 1;
    if (outcome.status) report.byStatus[outcome.status] = (report.byStatus[outcome.status] ?? 0) + 1;
    if (outcome.problem) {
      if (outcome.problem.kind === '5xx') report.fiveXx += 1;
      else if (outcome.problem.kind === 'envelope') report.envelopeBreaks += 1;
      else report.hangs += 1;
      if (report.offenders.length < KEEP_OFFENDERS) report.offenders.push({ index, seed, request: request!, status: outcome.status, problem: outcome.problem, body: outcome.body.slice(0, 300) });
    }
    options.onProgress?.(report.sent);
  }
  report.ms = Date.now() - started;
  return report;
}

type InjectRequest = { method: 'GET'; url: string; headers: Record<string, string>; payload?: string | Buffer };

/** The answer; an event stream that opened is judged by its status and headers (its body never ends). */
async function injectOnce(app: FastifyInstance, route: FuzzRoute, request: InjectRequest): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
  if (!route.eventStream) return app.inject(request);
  const res = await app.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode >= 200 && res.statusCode < 300) {
    stream.destroy();
    return { statusCode: res.statusCode, headers: res.headers, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, headers: res.headers, body };
}

async function send(app: FastifyInstance, cast: Cast, request: FuzzRequest, route: FuzzRoute, timeoutMs: number): Promise<{ status: number; body: string; problem: Offender['problem'] | null }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = injectOnce(app, route, {
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...authHeaders(cast, request) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    const timeout = new Promise<'hang'>((resolve) => {
      timer = setTimeout(() => resolve('hang'), timeoutMs);
    });
    const res = await Promise.race([answer, timeout]);
    if (res === 'hang') return { status: 0, body: '', problem: { kind: 'hang', detail: `no answer within ${timeoutMs} ms` } };
    return { status: res.statusCode, body: res.body, problem: judge(route, res.statusCode, String(res.headers['content-type'] ?? ''), res.body) };
  } catch (error) {
    // light-my-request refused to build the request (a header it cannot carry): not the server's fault, but shown.
    return { status: 0, body: '', problem: { kind: 'harness', detail: String(error) } };
  } finally {
    clearTimeout(timer);
  }
}

function authHeaders(cast: Cast, request: FuzzRequest): Record<string, string> {
  if (request.persona === 'anonymous') return {};
  const { session } = cast.people[request.persona];
  switch (request.auth) {
    case 'bearer':
      return session.bearer;
    case 'cookie':
      return session.cookie;
    case 'cookie-no-origin':
      return { cookie: session.cookie.cookie! };
    case 'forged':
      return { authorization: `Bearer ${session.token.slice(0, -2)}xx` };
  }
}

async function castOf(app: FastifyInstance, db: Kysely<Database>): Promise<Cast> {
  const person = async (role: 'student' | 'admin') => {
    const user = await createUser(db, { role, email: `fuzz.${role}.${Date.now()}@uni.edu` });
    const { password_hash } = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { ...user, role, passwordHash: password_hash ?? '', session: await signIn(app, user) };
  };
  return { people: { student: await person('student'), admin: await person('admin') } };
}

/**
 * The requests may have signed the cast out, changed their password, role or email: put each
 * back as it was and sign in again.
 */
async function refreshCast(app: FastifyInstance, db: Kysely<Database>, cast: Cast): Promise<void> {
  for (const person of Object.values(cast.people)) {
    await db
      .updateTable('users')
      .set({ role: person.role, password_hash: person.passwordHash, email: person.email, email_verified_at: new Date() })
      .where('id', '=', person.id)
      .execute();
    person.session = await signIn(app, person);
  }
}

async function signIn(app: FastifyInstance, user: TestUser): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  if (res.statusCode !== 200) throw new Error(`fuzz cast could not sign in: ${res.statusCode} ${res.body}`);
  return sessionFrom(res);
}

/** Records to aim at: courses with codes, a department, materials, a folder, the cast themselves. */
async function worldOf(db: Kysely<Database>, cast: Cast): Promise<FuzzWorld> {
  const departments = await db.selectFrom('departments').select('id').limit(2).execute();
  const department = departments[0]!.id;
  const courses = [
    await insertCourse(db, { code: 'FZZ101' }, { departmentId: department, level: 100 }),
    await insertCourse(db, { code: 'FZZ202', status: 'pending' }, { departmentId: department, level: 200, status: 'pending' }),
  ];
  const materials = [
    await insertMaterial(db, { uploader_id: cast.people.student.id, course_id: courses[0] }),
    await insertMaterial(db, { uploader_id: cast.people.student.id, review_status: 'pending' }),
  ];
  // The student's folder, so a parentId is sometimes one they may nest under.
  const { id: folder } = await db.insertInto('folders').values({ owner_id: cast.people.student.id, name: 'Fuzz folder', visibility: 'public' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('folder_materials').values({ folder_id: folder, material_id: materials[0]! }).execute();
  // The student's study group with a thread, a reply and a session, so group routes meet real rows.
  const group = await insertGroup(db, { ownerId: cast.people.student.id, courseId: courses[0] });
  const thread = await insertThread(db, group, cast.people.student.id);
  const reply = await insertReply(db, group, thread, cast.people.student.id);
  const { id: session } = await db
    .insertInto('study_sessions')
    .values({ group_id: group, created_by: cast.people.student.id, title: 'Fuzz session', starts_at: new Date(Date.now() + 86_400_000), ends_at: new Date(Date.now() + 90_000_000), location: 'Library' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    ids: [...departments.map((d) => d.id), ...courses, ...materials, folder, group, thread, reply, session, cast.people.student.id, cast.people.admin.id],
    courseCodes: ['FZZ101', 'fzz 202', 'CSC204'],
  };
}

/** The report as lines to print: figures, then the first offenders. */
export function describeReport(report: FuzzReport, seed: number, show = 5): string {
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `fuzz: ${report.sent} requests over ${report.routes} routes in ${(report.ms / 1000).toFixed(1)} s (seed ${seed})`,
    `  5xx: ${report.fiveXx}, envelope breaks: ${report.envelopeBreaks}, hangs or harness errors: ${report.hangs}`,
    `  statuses: ${statuses}`,
  ];
  for (const offender of report.offenders.slice(0, show)) {
    const { request } = offender;
    const payload = request.payload === undefined ? '' : JSON.stringify(String(request.payload).slice(0, 200));
    lines.push(
      `  #${offender.index} (seed ${offender.seed}) ${offender.problem.kind}: ${offender.problem.detail}`,
      `    ${request.method} ${request.url.slice(0, 200)} as ${request.persona} (${request.auth}), body: ${request.shape}`,
      `    headers ${JSON.stringify(request.headers).slice(0, 200)} payload ${payload}`,
      `    answer ${offender.body.slice(0, 200)}`,
    );
  }
  return lines.join('\n');
}
