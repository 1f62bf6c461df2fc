// The people and rows the access matrix calls on: students A and B (B in no department of A's
// course), a moderator and an admin, A's items in the states each route's rule turns on, and
// makers of fresh rows for calls that use one up (a decision, a delete, a role change).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { FolderSummary, Role } from '@lectern/shared-api/contract';
import { createSessions, type Sessions } from '../../src/domain/auth/sessions.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { notify } from '../../src/domain/notifications/notify.ts';
import { createUser, uniqueEmail, type TestUser } from '../helpers/accounts.ts';
import { createAnnouncementThroughApi } from '../helpers/announcements.ts';
import { createBlogThroughApi } from '../helpers/blogs.ts';
import { insertCourse } from '../helpers/courses.ts';
import { insertMaterial } from '../helpers/material-rows.ts';
import { courseWithDepartment, createMaterialThroughApi, otherDepartment } from '../helpers/materials.ts';
import { applyThroughApi, GOOD_REASON } from '../helpers/moderator-applications.ts';
import { dataOf } from '../helpers/responses.ts';
import type { TestProvider } from '../helpers/oidc-provider.ts';
import { samplePng } from '../helpers/sample-files.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { buildGroupWorld, type GroupFresh, type GroupItems } from './access-groups.ts';
import { buildReleaseWorld, type ReleaseFresh, type ReleaseItems } from './access-releases.ts';
import { buildMaterialRequestWorld, type MaterialRequestFresh, type MaterialRequestItems } from './access-material-requests.ts';

/** A signed-up person; sessions are made per call (`World.bearer`), so no call ends another's. */
export interface Member extends TestUser {
  role: Role;
}

export interface World {
  app: FastifyInstance;
  db: Kysely<Database>;
  t: TestApp;
  provider: TestProvider;
  /** The portal remote's releases (access-releases.ts). */
  releases: { items: ReleaseItems; fresh: ReleaseFresh };
  a: Member;
  b: Member;
  moderator: Member;
  admin: Member;
  /** An approved course taken by `course.departmentId`; A and B study in `elsewhere`. */
  course: { courseId: string; departmentId: string; code: string };
  elsewhere: string;
  /** A's items. */
  items: {
    pendingMaterial: string;
    viewOnlyMaterial: string;
    privateMaterial: string;
    restrictedMaterial: string;
    pendingBlog: string;
    pendingCourse: string;
    /** Its code: what B types into the course picker and the search box. */
    pendingCourseCode: string;
    application: string;
    notification: string;
    /** A's public folder holding A's private, pending, Restricted and View Only materials. */
    publicFolder: string;
    /** A's private folder (holding A's private material). */
    privateFolder: string;
    /** A word in the names of both folders. */
    folderWord: string;
  };
  /** A's invite-only study group and what is in it. */
  groups: GroupItems;
  /** A's open request for material of `course`. */
  materialRequests: MaterialRequestItems;
  /** A pending announcement with an image (staff write them). */
  pendingAnnouncement: string;
  /** Accounts that guest calls (sign-in, password reset) may use up. */
  loginAccount: TestUser;
  resetAccount: TestUser;
  /** What only A, staff and the server may know: never in an answer to B or to a guest. */
  secrets(): string[];
  /** Headers of a new session of this person. */
  bearer(person: TestUser): Promise<Record<string, string>>;
  fresh: FreshRows;
}

export interface FreshRows {
  student(): Promise<Member>;
  courseCode(): string;
  pendingMaterial(): Promise<string>;
  pendingCourse(): Promise<string>;
  /** An approved course with a pending link to A's department. */
  pendingLink(): Promise<{ departmentId: string; courseId: string }>;
  approvedLink(): Promise<{ departmentId: string; courseId: string }>;
  approvedCourse(): Promise<string>;
  pendingBlog(): Promise<string>;
  /** An open report by A on B's approved material. */
  openReport(): Promise<string>;
  /** A pending application of a new student. */
  application(): Promise<string>;
  pendingAnnouncement(): Promise<string>;
  /** A waiting printing credit of a new student (one a person). */
  printingCredit(): Promise<string>;
  notification(): Promise<string>;
  /** A new private folder of A's. */
  privateFolder(): Promise<string>;
  /** A token from the verification mail of a new sign-up. */
  verifyToken(): Promise<string>;
  /** A token from the reset mail of `resetAccount`. */
  resetToken(): Promise<string>;
  groups: GroupFresh;
  materialRequests: MaterialRequestFresh;
}

const hex = (bytes = 3) => randomBytes(bytes).toString('hex');

export async function buildWorld(t: TestApp, provider: TestProvider): Promise<World> {
  const app = t.app();
  const db = t.db();
  const sessions: Sessions = createSessions(db, t.clock.clock);
  const bearer = async (person: TestUser) => ({ authorization: `Bearer ${await sessions.start(person.id, 'access-matrix')}` });

  const seeded = await courseWithDepartment(db);
  const { course_code: code } = await db.selectFrom('courses').select('course_code').where('id', '=', seeded.courseId).executeTakeFirstOrThrow();
  const elsewhere = await otherDepartment(db, seeded.courseId);

  const member = async (role: Role, firstName: string, departmentId: string | null = null): Promise<Member> => {
    const user = await createUser(db, { role, firstName });
    if (departmentId) await db.updateTable('users').set({ department_id: departmentId }).where('id', '=', user.id).execute();
    return { ...user, role };
  };
  const a = await member('student', 'Amaka', elsewhere);
  const b = await member('student', 'Bayo', elsewhere);
  const moderator = await member('moderator', 'Musa');
  const admin = await member('admin', 'Adaeze');
  const png = await samplePng(400, 300);

  const courseCode = () => `Z${randomBytes(3).toString('hex').toUpperCase().slice(0, 5)}`;
  const groupWorld = await buildGroupWorld(db, a.id, () => member('student', 'Gbenga', elsewhere), t.clock.now);
  const requestWorld = await buildMaterialRequestWorld(db, a.id, seeded.courseId, () => member('student', 'Ifeoma', elsewhere));
  const fresh: FreshRows = {
    groups: groupWorld.fresh,
    materialRequests: requestWorld.fresh,
    student: () => member('student', 'Chidi', elsewhere),
    courseCode,
    pendingMaterial: () => insertMaterial(db, { uploader_id: a.id, review_status: 'pending' }),
    pendingCourse: async () => {
      const id = await insertCourse(db, { code: courseCode(), status: 'pending' }, { departmentId: elsewhere, level: 100, status: 'pending' });
      await db.updateTable('courses').set({ created_by: a.id }).where('id', '=', id).execute();
      return id;
    },
    pendingLink: async () => {
      const courseId = await insertCourse(db, { code: courseCode() });
      await db.insertInto('department_courses').values({ course_id: courseId, department_id: elsewhere, level: 200, review_status: 'pending', created_by: a.id }).execute();
      return { departmentId: elsewhere, courseId };
    },
    approvedLink: async () => {
      const courseId = await insertCourse(db, { code: courseCode() }, { departmentId: elsewhere, level: 300 });
      return { departmentId: elsewhere, courseId };
    },
    approvedCourse: () => insertCourse(db, { code: courseCode() }, { departmentId: elsewhere, level: 100 }),
    pendingBlog: async () => (await createBlogThroughApi(app, await sessionOf(a), { image: { content: png } })).id,
    openReport: async () => {
      const materialId = await insertMaterial(db, { uploader_id: b.id });
      const { id } = await db.insertInto('material_reports').values({ material_id: materialId, reporter_id: a.id, reason: 'spam-or-duplicate' }).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    application: async () => {
      const applicant = await fresh.student();
      return (await applyThroughApi(app, await sessionOf(applicant), elsewhere)).id;
    },
    pendingAnnouncement: async () => (await createAnnouncementThroughApi(app, await sessionOf(moderator), { image: { content: png } })).id,
    printingCredit: async () => {
      // One credit a person: each call's belongs to a new student.
      const earner = await fresh.student();
      const { id } = await db.insertInto('printing_credits').values({ user_id: earner.id, earned_at: t.clock.now() }).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    privateFolder: async () => (await folderThroughApi({ name: `Private ${hex()}` })).id,
    notification: () => notify(db, { userId: a.id, type: 'material-hidden', title: 'A note for Amaka', body: `Only for Amaka ${hex()}`, link: null }),
    verifyToken: async () => {
      const email = uniqueEmail('verify');
      const res = await app.inject({ method: 'POST', url: '/api/auth/student', payload: { firstName: 'Vera', lastName: 'Obi', email, password: 'Strong-pass1' } });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      return tokenOf((await t.mailsTo(email)).at(-1)?.links[0]);
    },
    resetToken: async () => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: resetAccount.email } });
      if (res.statusCode !== 200) throw new Error(`forgot-password failed: ${res.statusCode} ${res.body}`);
      return tokenOf((await t.mailsTo(resetAccount.email)).at(-1)?.links[0]);
    },
  };

  // The Session shape the API helpers take, made from a new session token.
  async function sessionOf(person: TestUser) {
    const headers = await bearer(person);
    const token = headers.authorization.replace(/^Bearer /, '');
    return { token, bearer: headers, cookie: { cookie: `lectern_session=${token}` } };
  }

  // A's items, each in the state its routes' rule turns on (access-table.ts).
  const aSession = await sessionOf(a);
  async function folderThroughApi(payload: Record<string, string>): Promise<{ id: string }> {
    return dataOf<FolderSummary>(await app.inject({ method: 'POST', url: '/api/folders', payload, headers: aSession.bearer }), 201);
  }
  const uploaded = async (fields: Record<string, string>) => (await createMaterialThroughApi(app, aSession, { fields })).id;
  const pendingMaterial = await uploaded({});
  const viewOnlyMaterial = await uploaded({ restriction: 'view only' });
  const privateMaterial = await uploaded({ visibility: 'private' });
  await db.updateTable('materials').set({ review_status: 'approved' }).where('id', 'in', [viewOnlyMaterial, privateMaterial]).execute();
  const restrictedMaterial = await insertMaterial(db, { uploader_id: a.id, course_id: seeded.courseId, restriction: 'restricted' });
  // A saves and likes their own private and pending materials: B's lists must never show them.
  for (const id of [privateMaterial, pendingMaterial]) {
    await app.inject({ method: 'POST', url: `/api/materials/${id}/save`, headers: aSession.bearer });
  }
  const pendingBlog = await fresh.pendingBlog();
  const pendingCourse = await fresh.pendingCourse();
  const { course_code: pendingCourseCode } = await db.selectFrom('courses').select('course_code').where('id', '=', pendingCourse).executeTakeFirstOrThrow();
  const application = (await applyThroughApi(app, aSession, elsewhere, GOOD_REASON)).id;
  // Decided, so that A may apply again in the matrix (one waiting application a person).
  await db.updateTable('moderator_applications').set({ review_status: 'rejected' }).where('id', '=', application).execute();
  const notification = await fresh.notification();
  const pendingAnnouncement = await fresh.pendingAnnouncement();
  const folderWord = `matrixfolder${hex()}`.replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);
  const publicFolder = (await folderThroughApi({ name: `Public ${folderWord}`, visibility: 'public' })).id;
  const privateFolder = (await folderThroughApi({ name: `Private ${folderWord}` })).id;
  for (const [folder, material] of [
    [publicFolder, privateMaterial],
    [publicFolder, pendingMaterial],
    [publicFolder, restrictedMaterial],
    [publicFolder, viewOnlyMaterial],
    [privateFolder, privateMaterial],
  ] as const) {
    const res = await app.inject({ method: 'PUT', url: `/api/folders/${folder}/materials/${material}`, headers: aSession.bearer });
    if (res.statusCode !== 200) throw new Error(`adding to a folder failed: ${res.statusCode} ${res.body}`);
  }
  const loginAccount = await createUser(db, { firstName: 'Lola' });
  const resetAccount = await createUser(db, { firstName: 'Remi' });

  const items = { pendingMaterial, viewOnlyMaterial, privateMaterial, restrictedMaterial, pendingBlog, pendingCourse, pendingCourseCode, application, notification, publicFolder, privateFolder, folderWord };
  const releases = await buildReleaseWorld(app);
  return {
    app,
    releases,
    db,
    t,
    provider,
    a,
    b,
    moderator,
    admin,
    course: { ...seeded, code },
    elsewhere,
    items,
    groups: groupWorld.items,
    materialRequests: requestWorld.items,
    pendingAnnouncement,
    loginAccount,
    resetAccount,
    secrets: () => [a.email, pendingMaterial, privateMaterial, restrictedMaterial, pendingBlog, pendingCourse, application, notification, pendingAnnouncement, privateFolder, groupWorld.items.group, groupWorld.items.word],
    bearer,
    fresh,
  };
}

function tokenOf(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in the mail link ${link}`);
  return token;
}
