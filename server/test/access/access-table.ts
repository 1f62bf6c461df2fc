// Who may call what: the one declared table the access matrix (access-matrix.test.ts) holds
// every /api route to. Sources: the specification's roles and rules of access, and docs/api-contract.md.
//
// Callers: `anonymous` (no session); `owner`, student A, calling on A's own items (A's
// material, blog, notification, application...); `otherStudent`, student B, calling on those
// same items of A's; `moderator`; `admin`. Routes without an item of A's are called the same
// way by A and B.
//
// Outcomes: 'allow' is a 2xx or 3xx answer. A number is the exact status expected: 401 for no
// session, 403 for a role that may not, 404 where the rule is that what one may not see
// answers exactly like what does not exist (docs/architecture.md), and 409 where the route is open
// to the caller but the state says no (staff applying to moderate: they already are).
import { REVIEW_ACCESS, type ReviewKind, type Role } from '@lectern/shared-api/contract';

export type Outcome = 'allow' | 401 | 403 | 404 | 409;
export const CALLERS = ['anonymous', 'owner', 'otherStudent', 'moderator', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type AccessRule = Record<Caller, Outcome>;

const rule = (anonymous: Outcome, owner: Outcome, otherStudent: Outcome, moderator: Outcome, admin: Outcome): AccessRule => ({
  anonymous,
  owner,
  otherStudent,
  moderator,
  admin,
});

/** Guests and everyone signed in. */
const anyone = rule('allow', 'allow', 'allow', 'allow', 'allow');
/** Everyone signed in. */
const signedIn = rule(401, 'allow', 'allow', 'allow', 'allow');
/** Moderators and admins. */
const staff = rule(401, 403, 403, 'allow', 'allow');
/** Admins only. */
const admins = rule(401, 403, 403, 403, 'allow');
/** A's item: A and staff; B gets the 404 of an item that does not exist. */
const ownerAndStaff = rule(401, 'allow', 404, 'allow', 'allow');
/** A's own item that nobody else may touch, staff included (one's notifications). */
const ownerOnly = rule(401, 'allow', 404, 404, 404);

/** A's invite-only group: its members and staff read; B, outside it, gets the 404 of no group. */
const groupReaders = rule(401, 'allow', 404, 'allow', 'allow');
/** What only members (here the owner, A) do: staff who are not members read but never act. */
const groupMembers = rule(401, 'allow', 404, 403, 403);

const byRoles = (roles: readonly Role[]): AccessRule => (roles.includes('moderator') ? staff : admins);

/** The seven review queues (docs/api-contract.md), from REVIEW_ACCESS, the contract's own statement of who reads and decides. */
function reviewQueue(kind: ReviewKind, keyPath: string): Record<string, AccessRule> {
  const access = REVIEW_ACCESS[kind];
  return {
    [`GET /api/review/${kind}`]: byRoles(access.read),
    [`GET /api/review/${kind}/count`]: byRoles(access.read),
    [`POST /api/review/${kind}/review/${keyPath}`]: byRoles(access.decide),
    // "Only an admin may delete", in the specification's words.
    [`DELETE /api/review/${kind}/${keyPath}`]: admins,
  };
}

export const ACCESS_TABLE: Record<string, AccessRule> = {
  'GET /api/health': anyone,
  'GET /api/faculty': anyone,
  'GET /api/department': anyone,
  'GET /api/stats/public': anyone,
  'GET /api/stats/me': signedIn,
  'GET /api/search/suggestions': anyone,

  // Guest pages' calls. The server does not refuse them to someone signed in: the
  // session they carry is ended or replaced, and no role is reached through them.
  'POST /api/auth/student': anyone,
  'POST /api/auth/login': anyone,
  'POST /api/auth/logout': signedIn,
  'GET /api/auth/verify-email/token': anyone,
  'POST /api/auth/resend-verification': anyone,
  'POST /api/auth/forgot-password': anyone,
  'POST /api/auth/reset-password': anyone,
  'GET /api/auth/check': anyone,
  'GET /api/auth/providers': anyone,
  'GET /api/auth/google': anyone,
  'GET /api/auth/google/callback': anyone,
  'GET /api/auth/google/onetap': anyone,

  'GET /api/user/profile': signedIn,
  'PATCH /api/user': signedIn,
  'POST /api/user/password': signedIn,
  // User Management is admin only (docs/spec-resolutions.md: the sidebar and the roles win over "admin or moderator").
  'GET /api/user': admins,
  'PATCH /api/user/:id/role': admins,
  'DELETE /api/user/:id/sessions': admins,
  // Messaging apps: one's own connections, for every role.
  'GET /api/user/messaging': signedIn,
  'POST /api/user/messaging/:channel/link': signedIn,
  'DELETE /api/user/messaging/:channel': signedIn,
  // Nobody in the matrix has linked a chat: the answer for a channel not connected.
  'PATCH /api/user/messaging/:channel': rule(401, 404, 404, 404, 404),

  // Anyone verified may upload (docs/api-contract.md); uploads wait for review.
  'POST /api/materials': signedIn,
  'GET /api/materials': signedIn,
  'GET /api/materials/recent': signedIn,
  'GET /api/materials/recommendations': signedIn,
  'GET /api/materials/saved': signedIn,
  'GET /api/materials/mine': signedIn,
  // A's pending material.
  'GET /api/materials/:id': ownerAndStaff,
  // A's approved View Only material: B may open it but not download it (docs/architecture.md).
  'GET /api/materials/:id/file': rule(401, 'allow', 403, 'allow', 'allow'),
  // A's approved Private material.
  'GET /api/materials/:id/preview': ownerAndStaff,
  // A's approved Private material: its page text follows the in-page view.
  'GET /api/materials/:id/text': ownerAndStaff,
  'GET /api/materials/:id/related': ownerAndStaff,
  'POST /api/materials/:id/save': ownerAndStaff,
  'DELETE /api/materials/:id/save': ownerAndStaff,
  // A's pending material.
  'POST /api/materials/:id/like': ownerAndStaff,
  'DELETE /api/materials/:id/like': ownerAndStaff,
  // A's approved Restricted material of a course outside B's department: nobody reports their own.
  'POST /api/materials/:id/report': rule(401, 403, 404, 'allow', 'allow'),

  ...reviewQueue('courses', ':id'),
  ...reviewQueue('dlc', ':departmentId/:courseId'),
  ...reviewQueue('blogs', ':id'),
  ...reviewQueue('materials', ':id'),
  ...reviewQueue('reports', ':id'),
  ...reviewQueue('moderators', ':id'),
  ...reviewQueue('adverts', ':id'),
  ...reviewQueue('group-reports', ':id'),
  'GET /api/review/overview': staff,

  'GET /api/rewards/printing-credits': admins,
  'POST /api/rewards/printing-credits/:id/honour': admins,

  // An approved course's page.
  'GET /api/courses/by-code/:code': signedIn,
  'GET /api/courses/selection': signedIn,
  'GET /api/courses': signedIn,
  'GET /api/courses/levels': signedIn,
  // A student's course is a proposal (pending); staff's is approved at once.
  'POST /api/courses': signedIn,
  // A's pending proposal: "approved courses (staff see all)", so A too gets the 404.
  'GET /api/courses/:id': rule(401, 404, 404, 'allow', 'allow'),
  'PATCH /api/courses/:id': staff,
  'DELETE /api/courses/:id': admins,
  'POST /api/courses/department-level': signedIn,
  'DELETE /api/courses/department-level/:departmentId/:courseId': staff,

  'GET /api/notifications': signedIn,
  'POST /api/notifications/read-all': signedIn,
  // A's notification: A's alone, staff included.
  'POST /api/notifications/:id/read': ownerOnly,

  'POST /api/blogs': signedIn,
  'GET /api/blogs': signedIn,
  // A's pending post (with a heading image).
  'GET /api/blogs/:id': ownerAndStaff,
  'GET /api/blogs/:id/image': ownerAndStaff,
  'POST /api/blogs/:id/like': ownerAndStaff,
  'DELETE /api/blogs/:id/like': ownerAndStaff,

  // Students apply; staff already are (409).
  'POST /api/moderator-applications': rule(401, 'allow', 'allow', 409, 409),
  'GET /api/moderator-applications/mine': signedIn,

  // Releases (docs/releases.md): admins (a deploy key of the remote too, in its own tests); what
  // browsers report, anyone; stopping one's own preview, anyone signed in.
  'POST /api/releases/:remote': admins,
  'POST /api/releases/:remote/promote': admins,
  'POST /api/releases/:remote/rollback': admins,
  'PUT /api/releases/:remote/canary': admins,
  'DELETE /api/releases/:remote/canary': admins,
  'GET /api/releases': admins,
  'POST /api/releases/:remote/preview': admins,
  'DELETE /api/releases/preview': signedIn,
  'POST /api/deploy-keys': admins,
  'GET /api/deploy-keys': admins,
  'DELETE /api/deploy-keys/:id': admins,
  'POST /api/client-errors': anyone,

  // Staff submit announcements (admins approve them in /review/adverts).
  'POST /api/announcements': staff,
  'GET /api/announcements/current': signedIn,
  // A pending announcement's image: staff only until approved.
  'GET /api/announcements/:id/image': rule(401, 404, 404, 'allow', 'allow'),

  // Folders: one's own to change; a private one is its owner's alone, staff included.
  'GET /api/folders/mine': signedIn,
  // Public folders by a word in A's folders' names: B finds the public one, never the private one.
  'GET /api/folders': signedIn,
  'POST /api/folders': signedIn,
  // A's public folder holding A's private, pending and Restricted materials: open to all, but
  // B's answer must carry none of them (the secrets check).
  'GET /api/folders/:id': signedIn,
  // A's private folder: whoever is not its owner gets the 404 of a folder that does not exist.
  'PATCH /api/folders/:id': ownerOnly,
  'DELETE /api/folders/:id': ownerOnly,
  'DELETE /api/folders/:id/materials/:materialId': ownerOnly,
  // A's public folder: seen by all, changed by its owner only (403 for the others).
  'PUT /api/folders/:id/materials/:materialId': rule(401, 'allow', 403, 403, 403),

  // Study groups, on A's invite-only group: B is not in it and gets the 404 of a group
  // that does not exist, on every route; staff read it (403 for anything a member does); A owns it.
  'GET /api/groups': signedIn,
  'POST /api/groups': signedIn,
  'GET /api/groups/sessions/upcoming': signedIn,
  'GET /api/groups/:id': groupReaders,
  'GET /api/groups/:id/members': groupReaders,
  'GET /api/groups/:id/threads': groupReaders,
  'GET /api/groups/:id/threads/:threadId': groupReaders,
  'GET /api/groups/:id/sessions': groupReaders,
  'GET /api/groups/:id/events': groupReaders,
  'PATCH /api/groups/:id': groupMembers,
  'DELETE /api/groups/:id': groupMembers,
  'DELETE /api/groups/:id/members/:userId': groupMembers,
  'POST /api/groups/:id/owner': groupMembers,
  'POST /api/groups/:id/invite': groupMembers,
  'DELETE /api/groups/:id/invite': groupMembers,
  'POST /api/groups/:id/threads': groupMembers,
  'POST /api/groups/:id/threads/:threadId/replies': groupMembers,
  'PATCH /api/groups/:id/posts/:postId': groupMembers,
  'DELETE /api/groups/:id/posts/:postId': groupMembers,
  'PUT /api/groups/:id/posts/:postId/helpful': groupMembers,
  'POST /api/groups/:id/posts/:postId/report': groupMembers,
  'POST /api/groups/:id/sessions': groupMembers,
  'DELETE /api/groups/:id/sessions/:sessionId': groupMembers,
  'PUT /api/groups/:id/sessions/:sessionId/answer': groupMembers,
  // A is in it already and owns it (409); staff without the invite are told it needs one (403).
  'POST /api/groups/:id/join': rule(401, 409, 404, 403, 403),
  'POST /api/groups/:id/leave': rule(401, 409, 404, 403, 403),

  // Requests for material, on A's open request of an approved course: anyone
  // signed in asks, lists and says Me too; A cannot take back their own asking (409). Only an
  // upload's uploader says it answers a request: A's upload, so B and staff get 403.
  'POST /api/material-requests': signedIn,
  'GET /api/material-requests': signedIn,
  'POST /api/material-requests/:id/me-too': signedIn,
  'DELETE /api/material-requests/:id/me-too': rule(401, 409, 'allow', 'allow', 'allow'),
  'POST /api/material-requests/:id/answer': rule(401, 'allow', 403, 403, 403),
  // The portal overview's panels: what is most asked for, searches that found nothing.
  'GET /api/review/material-gaps': staff,
};
