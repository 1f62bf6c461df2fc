// How the matrix calls each route of the access table: a real request on real rows, so that
// an allowed answer shows the route worked and a refused one was refused for who asked, not
// for a missing row. `caller` picks the row where it matters: A's item for A and B, a fresh
// row for a call that uses one up (a decision, a delete, a role change).
import { randomBytes } from 'node:crypto';
import { announcementParts } from '../helpers/announcements.ts';
import { PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { blogParts } from '../helpers/blogs.ts';
import { multipart, uploadParts } from '../helpers/materials.ts';
import { GOOD_REASON } from '../helpers/moderator-applications.ts';
import { authorizeAtProvider, startGoogleFlow } from '../helpers/oidc-provider.ts';
import type { Caller } from './access-table.ts';
import { MATRIX_REMOTE } from './access-releases.ts';
import type { World } from './access-world.ts';

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  /** Extra headers; the caller's session (a bearer token) is added by the matrix. */
  headers?: Record<string, string>;
  /** An event stream: an allowed answer never ends, so only its status and headers are read. */
  stream?: boolean;
}

export type CallBuilder = (w: World, caller: Caller) => Promise<Call> | Call;

const get = (url: string): CallBuilder => () => ({ method: 'GET', url });
const form = (method: Call['method'], url: string, parts: Parameters<typeof multipart>[0]): Call => {
  const body = multipart(parts);
  return { method, url, payload: body.payload, headers: body.headers };
};
const decision = { action: 'approved' };
const username = () => `matrix_${randomBytes(4).toString('hex')}`;

/** The review calls of one queue, with a fresh row of its kind per call that could use one up. */
function reviewCalls(kind: string, fresh: (w: World, caller: Caller) => Promise<string>): Record<string, CallBuilder> {
  return {
    [`GET /api/review/${kind}`]: get(`/api/review/${kind}?status=pending`),
    [`GET /api/review/${kind}/count`]: get(`/api/review/${kind}/count`),
    [`POST /api/review/${kind}/review/${kind === 'dlc' ? ':departmentId/:courseId' : ':id'}`]: async (w, caller) => ({
      method: 'POST',
      url: `/api/review/${kind}/review/${await fresh(w, caller)}`,
      payload: decision,
    }),
    [`DELETE /api/review/${kind}/${kind === 'dlc' ? ':departmentId/:courseId' : ':id'}`]: async (w, caller) => ({
      method: 'DELETE',
      url: `/api/review/${kind}/${await fresh(w, caller)}`,
    }),
  };
}

const linkPath = async (w: World) => {
  const link = await w.fresh.pendingLink();
  return `${link.departmentId}/${link.courseId}`;
};

const group = (w: World, rest = '') => `/api/groups/${w.groups.group}${rest}`;
const inADay = (w: World, hours: number) => new Date(w.t.clock.now().getTime() + hours * 60 * 60 * 1000).toISOString();

const releases = `/api/releases/${MATRIX_REMOTE}`;

/** Releases (access-releases.ts): the portal remote's, with a candidate that is never current. */
const RELEASE_CALLS: Record<string, CallBuilder> = {
  'POST /api/releases/:remote': async (w) => ({ method: 'POST', url: releases, payload: await w.releases.fresh.tarball(), headers: { 'content-type': 'application/gzip' } }),
  // A promote uses its release up (it becomes current): a release of its own each time.
  'POST /api/releases/:remote/promote': async (w) => ({ method: 'POST', url: `${releases}/promote`, payload: { release: await w.releases.fresh.release() } }),
  'POST /api/releases/:remote/rollback': () => ({ method: 'POST', url: `${releases}/rollback` }),
  'PUT /api/releases/:remote/canary': (w) => ({ method: 'PUT', url: `${releases}/canary`, payload: { release: w.releases.items.candidate, percent: 10 } }),
  'DELETE /api/releases/:remote/canary': async (w) => {
    await w.releases.fresh.canary();
    return { method: 'DELETE', url: `${releases}/canary` };
  },
  'GET /api/releases': get('/api/releases'),
  'POST /api/releases/:remote/preview': (w) => ({ method: 'POST', url: `${releases}/preview`, payload: { release: w.releases.items.candidate } }),
  'DELETE /api/releases/preview': () => ({ method: 'DELETE', url: '/api/releases/preview' }),
  'POST /api/deploy-keys': () => ({ method: 'POST', url: '/api/deploy-keys', payload: { remote: MATRIX_REMOTE, name: 'matrix', expiresInDays: 1 } }),
  'GET /api/deploy-keys': get('/api/deploy-keys'),
  'DELETE /api/deploy-keys/:id': async (w) => ({ method: 'DELETE', url: `/api/deploy-keys/${await w.releases.fresh.deployKey()}` }),
  'POST /api/client-errors': (w) => ({ method: 'POST', url: '/api/client-errors', payload: { views: [{ remote: MATRIX_REMOTE, release: w.releases.items.candidate, count: 1 }], errors: [] } }),
};

/** Requests for material: A's open request and A's uploads (access-material-requests.ts). */
const MATERIAL_REQUEST_CALLS: Record<string, CallBuilder> = {
  'POST /api/material-requests': (w) => ({ method: 'POST', url: '/api/material-requests', payload: { courseId: w.course.courseId, text: 'Matrix past questions' } }),
  'GET /api/material-requests': (w) => ({ method: 'GET', url: `/api/material-requests?courseId=${w.course.courseId}` }),
  'POST /api/material-requests/:id/me-too': (w) => ({ method: 'POST', url: `/api/material-requests/${w.materialRequests.request}/me-too` }),
  'DELETE /api/material-requests/:id/me-too': (w) => ({ method: 'DELETE', url: `/api/material-requests/${w.materialRequests.request}/me-too` }),
  'POST /api/material-requests/:id/answer': async (w) => {
    const { requestId, materialId } = await w.fresh.materialRequests.answerable();
    return { method: 'POST', url: `/api/material-requests/${requestId}/answer`, payload: { materialId } };
  },
  'GET /api/review/material-gaps': get('/api/review/material-gaps'),
};

/** Study groups: A's invite-only group and what is in it (access-groups.ts). */
const GROUP_CALLS: Record<string, CallBuilder> = {
  'GET /api/groups': (w) => ({ method: 'GET', url: `/api/groups?query=${w.groups.word}` }),
  'POST /api/groups': () => ({ method: 'POST', url: '/api/groups', payload: { name: 'Matrix group', joinPolicy: 'invite' } }),
  'GET /api/groups/sessions/upcoming': get('/api/groups/sessions/upcoming'),
  'GET /api/groups/:id': (w) => ({ method: 'GET', url: group(w) }),
  'GET /api/groups/:id/members': (w) => ({ method: 'GET', url: group(w, '/members') }),
  'GET /api/groups/:id/threads': (w) => ({ method: 'GET', url: group(w, '/threads') }),
  'GET /api/groups/:id/threads/:threadId': (w) => ({ method: 'GET', url: group(w, `/threads/${w.groups.thread}`) }),
  'GET /api/groups/:id/sessions': (w) => ({ method: 'GET', url: group(w, '/sessions') }),
  // An allowed answer is a stream that stays open: the matrix takes its status and leaves it.
  'GET /api/groups/:id/events': (w) => ({ method: 'GET', url: group(w, '/events'), stream: true }),
  'PATCH /api/groups/:id': (w) => ({ method: 'PATCH', url: group(w), payload: { description: 'Edited by the matrix' } }),
  'DELETE /api/groups/:id': async (w) => ({ method: 'DELETE', url: `/api/groups/${(await w.fresh.groups.group()).id}` }),
  'DELETE /api/groups/:id/members/:userId': async (w) => ({ method: 'DELETE', url: group(w, `/members/${await w.fresh.groups.member()}`) }),
  'POST /api/groups/:id/owner': async (w) => {
    const fresh = await w.fresh.groups.group();
    return { method: 'POST', url: `/api/groups/${fresh.id}/owner`, payload: { userId: fresh.memberId } };
  },
  'POST /api/groups/:id/invite': (w) => ({ method: 'POST', url: group(w, '/invite') }),
  'DELETE /api/groups/:id/invite': (w) => ({ method: 'DELETE', url: group(w, '/invite') }),
  'POST /api/groups/:id/join': (w) => ({ method: 'POST', url: group(w, '/join') }),
  'POST /api/groups/:id/leave': (w) => ({ method: 'POST', url: group(w, '/leave') }),
  'POST /api/groups/:id/threads': (w) => ({ method: 'POST', url: group(w, '/threads'), payload: { kind: 'note', title: 'Matrix note', body: 'Hello' } }),
  'POST /api/groups/:id/threads/:threadId/replies': (w) => ({ method: 'POST', url: group(w, `/threads/${w.groups.thread}/replies`), payload: { body: 'Matrix reply' } }),
  'PATCH /api/groups/:id/posts/:postId': (w) => ({ method: 'PATCH', url: group(w, `/posts/${w.groups.thread}`), payload: { body: 'Edited by the matrix' } }),
  'DELETE /api/groups/:id/posts/:postId': async (w) => ({ method: 'DELETE', url: group(w, `/posts/${await w.fresh.groups.thread()}`) }),
  'PUT /api/groups/:id/posts/:postId/helpful': (w) => ({ method: 'PUT', url: group(w, `/posts/${w.groups.reply}/helpful`), payload: { helpful: true } }),
  'POST /api/groups/:id/posts/:postId/report': async (w) => ({ method: 'POST', url: group(w, `/posts/${await w.fresh.groups.thread()}/report`), payload: { reason: 'spam' } }),
  'POST /api/groups/:id/sessions': (w) => ({ method: 'POST', url: group(w, '/sessions'), payload: { title: 'Matrix session', startsAt: inADay(w, 24), endsAt: inADay(w, 25), location: 'Main Library' } }),
  'DELETE /api/groups/:id/sessions/:sessionId': async (w) => ({ method: 'DELETE', url: group(w, `/sessions/${await w.fresh.groups.session()}`) }),
  'PUT /api/groups/:id/sessions/:sessionId/answer': (w) => ({ method: 'PUT', url: group(w, `/sessions/${w.groups.session}/answer`), payload: { answer: 'going' } }),
};

export const ACCESS_REQUESTS: Record<string, CallBuilder> = {
  'GET /api/health': get('/api/health'),
  'GET /api/faculty': get('/api/faculty'),
  'GET /api/department': get('/api/department'),
  'GET /api/stats/public': get('/api/stats/public'),
  'GET /api/stats/me': get('/api/stats/me'),
  // A's pending course by its code: suggested to nobody but staff (the secrets check looks for its id).
  'GET /api/search/suggestions': (w) => ({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(w.items.pendingCourseCode)}` }),

  'POST /api/auth/student': () => ({
    method: 'POST',
    url: '/api/auth/student',
    payload: { firstName: 'Nkem', lastName: 'Eze', email: uniqueEmail('signup'), password: 'Strong-pass1' },
  }),
  'POST /api/auth/login': (w) => ({ method: 'POST', url: '/api/auth/login', payload: { email: w.loginAccount.email, password: w.loginAccount.password } }),
  'POST /api/auth/logout': () => ({ method: 'POST', url: '/api/auth/logout' }),
  'GET /api/auth/verify-email/token': async (w) => ({ method: 'GET', url: `/api/auth/verify-email/token?token=${encodeURIComponent(await w.fresh.verifyToken())}` }),
  'POST /api/auth/resend-verification': (w) => ({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: w.a.email } }),
  'POST /api/auth/forgot-password': (w) => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: w.loginAccount.email } }),
  'POST /api/auth/reset-password': async (w) => ({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: await w.fresh.resetToken(), newPassword: `Reset-pass-${randomBytes(3).toString('hex')}1` },
  }),
  'GET /api/auth/check': get('/api/auth/check'),
  'GET /api/auth/providers': get('/api/auth/providers'),
  'GET /api/auth/google': get('/api/auth/google?state=origin'),
  'GET /api/auth/google/callback': async (w) => {
    const flow = await startGoogleFlow(w.app);
    w.provider.shapeNextIdToken({ sub: `matrix-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google'), email_verified: true });
    return { method: 'GET', url: await authorizeAtProvider(flow.location), headers: { cookie: flow.cookie } };
  },
  'GET /api/auth/google/onetap': async (w) => {
    const token = await w.provider.idToken({ sub: `matrix-${randomBytes(6).toString('hex')}`, email: uniqueEmail('onetap'), email_verified: true });
    return { method: 'GET', url: `/api/auth/google/onetap?token=${encodeURIComponent(token)}` };
  },

  'GET /api/user/profile': get('/api/user/profile'),
  'PATCH /api/user': async (w) => {
    const { faculty_id } = await w.db.selectFrom('departments').select('faculty_id').where('id', '=', w.elsewhere).executeTakeFirstOrThrow();
    return { method: 'PATCH', url: '/api/user', payload: { username: username(), faculty: faculty_id, department: w.elsewhere, level: 200 } };
  },
  // Each person changes their own password once in the run; later calls use new sessions.
  'POST /api/user/password': () => ({ method: 'POST', url: '/api/user/password', payload: { currentPassword: PASSWORD, newPassword: 'Changed-pass-42' } }),
  'GET /api/user': get('/api/user?page=1&limit=10'),
  // A asks for themselves, B and the moderator for A; the admin promotes a new student (A stays a student).
  'PATCH /api/user/:id/role': async (w, caller) => ({
    method: 'PATCH',
    url: `/api/user/${caller === 'admin' ? (await w.fresh.student()).id : w.a.id}/role`,
    payload: { role: caller === 'owner' ? 'admin' : 'moderator' },
  }),

  // The admin signs out a new student everywhere, never a person of the matrix (their sessions are the run's).
  'DELETE /api/user/:id/sessions': async (w, caller) => ({ method: 'DELETE', url: `/api/user/${caller === 'admin' ? (await w.fresh.student()).id : w.a.id}/sessions` }),

  'GET /api/user/messaging': get('/api/user/messaging'),
  'POST /api/user/messaging/:channel/link': () => ({ method: 'POST', url: '/api/user/messaging/telegram/link' }),
  'DELETE /api/user/messaging/:channel': () => ({ method: 'DELETE', url: '/api/user/messaging/telegram' }),
  'PATCH /api/user/messaging/:channel': () => ({ method: 'PATCH', url: '/api/user/messaging/telegram', payload: { approvalNotices: true } }),

  'POST /api/materials': () => form('POST', '/api/materials', uploadParts({ url: 'https://example.edu/matrix-notes' })),
  'GET /api/materials': get('/api/materials?sort=date&limit=50'),
  'GET /api/materials/recent': get('/api/materials/recent'),
  'GET /api/materials/recommendations': get('/api/materials/recommendations?ignorePreference=true'),
  'GET /api/materials/saved': get('/api/materials/saved'),
  'GET /api/materials/mine': get('/api/materials/mine'),
  'GET /api/materials/:id': (w) => ({ method: 'GET', url: `/api/materials/${w.items.pendingMaterial}` }),
  'GET /api/materials/:id/file': (w) => ({ method: 'GET', url: `/api/materials/${w.items.viewOnlyMaterial}/file` }),
  'GET /api/materials/:id/preview': (w) => ({ method: 'GET', url: `/api/materials/${w.items.privateMaterial}/preview` }),
  'GET /api/materials/:id/text': (w) => ({ method: 'GET', url: `/api/materials/${w.items.privateMaterial}/text` }),
  'GET /api/materials/:id/related': (w) => ({ method: 'GET', url: `/api/materials/${w.items.privateMaterial}/related` }),
  'POST /api/materials/:id/save': (w) => ({ method: 'POST', url: `/api/materials/${w.items.privateMaterial}/save` }),
  'DELETE /api/materials/:id/save': (w) => ({ method: 'DELETE', url: `/api/materials/${w.items.privateMaterial}/save` }),
  'POST /api/materials/:id/like': (w) => ({ method: 'POST', url: `/api/materials/${w.items.pendingMaterial}/like` }),
  'DELETE /api/materials/:id/like': (w) => ({ method: 'DELETE', url: `/api/materials/${w.items.pendingMaterial}/like` }),
  'POST /api/materials/:id/report': (w) => ({ method: 'POST', url: `/api/materials/${w.items.restrictedMaterial}/report`, payload: { reason: 'wrong-course' } }),

  ...reviewCalls('courses', (w) => w.fresh.pendingCourse()),
  ...reviewCalls('dlc', (w) => linkPath(w)),
  ...reviewCalls('blogs', (w) => w.fresh.pendingBlog()),
  ...reviewCalls('materials', (w) => w.fresh.pendingMaterial()),
  ...reviewCalls('reports', (w) => w.fresh.openReport()),
  // A on their own application; the others on a new student's.
  ...reviewCalls('moderators', (w, caller) => (caller === 'owner' ? Promise.resolve(w.items.application) : w.fresh.application())),
  ...reviewCalls('adverts', (w) => w.fresh.pendingAnnouncement()),
  ...reviewCalls('group-reports', (w) => w.fresh.groups.report()),
  'GET /api/review/overview': get('/api/review/overview'),

  'GET /api/rewards/printing-credits': get('/api/rewards/printing-credits'),
  'POST /api/rewards/printing-credits/:id/honour': async (w) => ({ method: 'POST', url: `/api/rewards/printing-credits/${await w.fresh.printingCredit()}/honour` }),

  'GET /api/courses/by-code/:code': (w) => ({ method: 'GET', url: `/api/courses/by-code/${encodeURIComponent(w.course.code)}` }),
  'GET /api/courses/selection': (w) => ({ method: 'GET', url: `/api/courses/selection?query=${encodeURIComponent(w.items.pendingCourseCode)}` }),
  'GET /api/courses': (w) => ({ method: 'GET', url: `/api/courses?query=${encodeURIComponent(w.items.pendingCourseCode)}` }),
  'GET /api/courses/levels': (w) => ({ method: 'GET', url: `/api/courses/levels?departmentId=${w.course.departmentId}` }),
  'POST /api/courses': (w) => ({
    method: 'POST',
    url: '/api/courses',
    payload: { courseName: 'Matrix Studies', courseCode: w.fresh.courseCode(), departmentId: w.elsewhere, level: 100 },
  }),
  'GET /api/courses/:id': (w) => ({ method: 'GET', url: `/api/courses/${w.items.pendingCourse}` }),
  'PATCH /api/courses/:id': async (w) => ({
    method: 'PATCH',
    url: `/api/courses/${await w.fresh.approvedCourse()}`,
    payload: { courseName: 'Renamed by the matrix', courseCode: w.fresh.courseCode() },
  }),
  'DELETE /api/courses/:id': async (w) => ({ method: 'DELETE', url: `/api/courses/${await w.fresh.approvedCourse()}` }),
  'POST /api/courses/department-level': async (w) => {
    const courseId = await w.fresh.approvedCourse();
    return { method: 'POST', url: '/api/courses/department-level', payload: { courseId, departmentId: w.course.departmentId, level: 400 } };
  },
  'DELETE /api/courses/department-level/:departmentId/:courseId': async (w) => {
    const link = await w.fresh.approvedLink();
    return { method: 'DELETE', url: `/api/courses/department-level/${link.departmentId}/${link.courseId}` };
  },

  'GET /api/notifications': get('/api/notifications'),
  'POST /api/notifications/read-all': () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  'POST /api/notifications/:id/read': async (w) => ({ method: 'POST', url: `/api/notifications/${await w.fresh.notification()}/read` }),

  'POST /api/blogs': () => form('POST', '/api/blogs', blogParts()),
  // mine=true: B's own posts in every status, which must not take in A's pending one.
  'GET /api/blogs': get('/api/blogs?mine=true'),
  'GET /api/blogs/:id': (w) => ({ method: 'GET', url: `/api/blogs/${w.items.pendingBlog}` }),
  'GET /api/blogs/:id/image': (w) => ({ method: 'GET', url: `/api/blogs/${w.items.pendingBlog}/image` }),
  'POST /api/blogs/:id/like': (w) => ({ method: 'POST', url: `/api/blogs/${w.items.pendingBlog}/like` }),
  'DELETE /api/blogs/:id/like': (w) => ({ method: 'DELETE', url: `/api/blogs/${w.items.pendingBlog}/like` }),

  'POST /api/moderator-applications': (w) => ({
    method: 'POST',
    url: '/api/moderator-applications',
    payload: { departmentId: w.elsewhere, level: 200, reason: GOOD_REASON },
  }),
  'GET /api/moderator-applications/mine': get('/api/moderator-applications/mine'),

  'POST /api/announcements': () => form('POST', '/api/announcements', announcementParts()),
  'GET /api/announcements/current': get('/api/announcements/current'),
  'GET /api/announcements/:id/image': (w) => ({ method: 'GET', url: `/api/announcements/${w.pendingAnnouncement}/image` }),

  'GET /api/folders/mine': get('/api/folders/mine'),
  'GET /api/folders': (w) => ({ method: 'GET', url: `/api/folders?query=${w.items.folderWord}` }),
  'POST /api/folders': () => ({ method: 'POST', url: '/api/folders', payload: { name: 'Matrix folder' } }),
  'GET /api/folders/:id': (w) => ({ method: 'GET', url: `/api/folders/${w.items.publicFolder}` }),
  'PATCH /api/folders/:id': (w) => ({ method: 'PATCH', url: `/api/folders/${w.items.privateFolder}`, payload: { name: 'Renamed by the matrix' } }),
  'DELETE /api/folders/:id': async (w) => ({ method: 'DELETE', url: `/api/folders/${await w.fresh.privateFolder()}` }),
  'PUT /api/folders/:id/materials/:materialId': (w) => ({ method: 'PUT', url: `/api/folders/${w.items.publicFolder}/materials/${w.items.viewOnlyMaterial}` }),
  'DELETE /api/folders/:id/materials/:materialId': (w) => ({ method: 'DELETE', url: `/api/folders/${w.items.privateFolder}/materials/${w.items.privateMaterial}` }),

  ...GROUP_CALLS,
  ...MATERIAL_REQUEST_CALLS,
  ...RELEASE_CALLS,
};
