// Every JSON route of the API by method and path template, with the `data` its success answers
// carry (docs/api-contract.md). The server's response schemas are tied to these same types with
// matchesContract; the test fakes (fakeNetwork) are tied to this map, so a fake cannot answer
// what the server never would. Routes that answer no JSON envelope are not here: Google's
// redirects, files and images, the group event stream, the bots' webhooks, /metrics.
import type { Paged } from './api.ts';
import type { Announcement } from './announcements.ts';
import type { AcceptedResponse, AuthProviders, OneTapResponse } from './auth.ts';
import type { Blog } from './blogs.ts';
import type { CourseDeleted, CourseLevelCount, CourseLink, CourseListItem, CourseUnlinked } from './courses.ts';
import type { FolderPage, FolderSummary, OwnFolder } from './folders.ts';
import type {
  GroupDetail,
  GroupInvite,
  GroupMember,
  GroupReply,
  GroupSummary,
  GroupThread,
  GroupThreadPage,
  PostReportReviewItem,
  StudySession,
} from './groups.ts';
import type { CoursePage, Material, MaterialListPage, MaterialReportReceipt, MaterialText, MyStats, NotificationList } from './materials.ts';
import type { MessagingConnection, MessagingLinkCode } from './messaging.ts';
import type { AuthCheck, Course, CourseSelectionItem, Department, Faculty, Health, PublicStats, SearchSuggestion, SessionUser } from './models.ts';
import type { ModeratorApplication } from './moderators.ts';
import type { DeployKey, NewDeployKey, Release, ReleasePreview, ReleasesOverview, RemoteReleases } from './releases.ts';
import type { MaterialGaps, MaterialRequest, MaterialRequestAnswer, MaterialRequestReceipt } from './requests.ts';
import type { DepartmentCourseReviewItem, MaterialReportReviewItem, ReviewCounts, ReviewKind, ReviewOverview } from './review.ts';
import type { PrintingCredit } from './rewards.ts';
import type { RoleChanged, SessionsEnded, UserList } from './users.ts';

/** What each review queue lists and answers a decision with. */
export interface ReviewItems {
  courses: Course;
  dlc: DepartmentCourseReviewItem;
  blogs: Blog;
  materials: Material;
  reports: MaterialReportReviewItem;
  moderators: ModeratorApplication;
  adverts: Announcement;
  'group-reports': PostReportReviewItem;
}

/** The id of what a call removed (a group, a member, a post, a session, a folder). */
export interface Removed {
  id: string;
}

/** A notification marked read: how many are left unread. */
export interface UnreadCount {
  unread: number;
}

/** A group post reported: the report's id and what to tell the reporter. */
export interface PostReportReceipt {
  id: string;
  message: string;
}

/** A review item's key in its paths: a DLC link is a department and a course; everything else is an id. */
type ReviewKeyPath<K extends ReviewKind> = K extends 'dlc' ? ':departmentId/:courseId' : ':id';

/** The seven review queues' four routes each (GET /review/overview and /review/material-gaps are below). */
type ReviewRoutes = { [K in ReviewKind as `GET /api/review/${K}`]: Paged<ReviewItems[K]> } & {
  [K in ReviewKind as `GET /api/review/${K}/count`]: ReviewCounts;
} & { [K in ReviewKind as `POST /api/review/${K}/review/${ReviewKeyPath<K>}`]: ReviewItems[K] } & {
  [K in ReviewKind as `DELETE /api/review/${K}/${ReviewKeyPath<K>}`]: { deleted: true };
};

interface OtherRoutes {
  'GET /api/health': Health;
  'GET /api/faculty': Faculty[];
  'GET /api/department': Department[];
  'GET /api/stats/public': PublicStats;
  'GET /api/stats/me': MyStats;
  'GET /api/search/suggestions': SearchSuggestion[];

  'POST /api/auth/student': AcceptedResponse;
  'POST /api/auth/login': SessionUser;
  'POST /api/auth/logout': AcceptedResponse;
  'GET /api/auth/verify-email/token': SessionUser;
  'POST /api/auth/resend-verification': AcceptedResponse;
  'POST /api/auth/forgot-password': AcceptedResponse;
  'POST /api/auth/reset-password': AcceptedResponse;
  'GET /api/auth/check': AuthCheck;
  'GET /api/auth/providers': AuthProviders;
  'GET /api/auth/google/onetap': OneTapResponse;

  'GET /api/user/profile': SessionUser;
  'PATCH /api/user': SessionUser;
  'POST /api/user/password': AcceptedResponse;
  'GET /api/user': UserList;
  'PATCH /api/user/:id/role': RoleChanged;
  'DELETE /api/user/:id/sessions': SessionsEnded;
  'GET /api/user/messaging': MessagingConnection[];
  'POST /api/user/messaging/:channel/link': MessagingLinkCode;
  'DELETE /api/user/messaging/:channel': MessagingConnection;
  'PATCH /api/user/messaging/:channel': MessagingConnection;

  'POST /api/materials': Material;
  'GET /api/materials': MaterialListPage;
  'GET /api/materials/recent': MaterialListPage;
  'GET /api/materials/recommendations': MaterialListPage;
  'GET /api/materials/saved': MaterialListPage;
  'GET /api/materials/mine': MaterialListPage;
  'GET /api/materials/:id': Material;
  'POST /api/materials/:id/save': Material;
  'DELETE /api/materials/:id/save': Material;
  'POST /api/materials/:id/like': Material;
  'DELETE /api/materials/:id/like': Material;
  'POST /api/materials/:id/report': MaterialReportReceipt;

  'GET /api/review/overview': ReviewOverview;
  'GET /api/review/material-gaps': MaterialGaps;

  'GET /api/rewards/printing-credits': Paged<PrintingCredit>;
  'POST /api/rewards/printing-credits/:id/honour': PrintingCredit;

  'GET /api/courses/by-code/:code': CoursePage;
  'GET /api/courses/selection': CourseSelectionItem[];
  'GET /api/courses': Paged<CourseListItem>;
  'GET /api/courses/levels': CourseLevelCount[];
  'POST /api/courses': Course;
  'GET /api/courses/:id': Course;
  'PATCH /api/courses/:id': Course;
  'DELETE /api/courses/:id': CourseDeleted;
  'POST /api/courses/department-level': CourseLink;
  'DELETE /api/courses/department-level/:departmentId/:courseId': CourseUnlinked;

  'GET /api/notifications': NotificationList;
  'POST /api/notifications/read-all': UnreadCount;
  'POST /api/notifications/:id/read': UnreadCount;

  'POST /api/blogs': Blog;
  'GET /api/blogs': Paged<Blog>;
  'GET /api/blogs/:id': Blog;
  'POST /api/blogs/:id/like': Blog;
  'DELETE /api/blogs/:id/like': Blog;

  'POST /api/moderator-applications': ModeratorApplication;
  'GET /api/moderator-applications/mine': ModeratorApplication | null;

  'POST /api/releases/:remote': Release;
  'POST /api/releases/:remote/promote': RemoteReleases;
  'POST /api/releases/:remote/rollback': RemoteReleases;
  'PUT /api/releases/:remote/canary': RemoteReleases;
  'DELETE /api/releases/:remote/canary': RemoteReleases;
  'GET /api/releases': ReleasesOverview;
  'POST /api/releases/:remote/preview': ReleasePreview;
  'DELETE /api/releases/preview': null;
  'POST /api/deploy-keys': NewDeployKey;
  'GET /api/deploy-keys': DeployKey[];
  'DELETE /api/deploy-keys/:id': DeployKey;
  'POST /api/client-errors': null;

  'POST /api/announcements': Announcement;
  'GET /api/announcements/current': Announcement | null;

  'GET /api/folders/mine': OwnFolder[];
  'GET /api/folders': Paged<FolderSummary>;
  'POST /api/folders': FolderSummary;
  'GET /api/folders/:id': FolderPage;
  'PATCH /api/folders/:id': FolderSummary;
  'DELETE /api/folders/:id': Removed;
  'PUT /api/folders/:id/materials/:materialId': FolderSummary;
  'DELETE /api/folders/:id/materials/:materialId': FolderSummary;

  'GET /api/groups': Paged<GroupSummary>;
  'POST /api/groups': GroupDetail;
  'GET /api/groups/sessions/upcoming': StudySession[];
  'GET /api/groups/:id': GroupDetail;
  'GET /api/groups/:id/members': GroupMember[];
  'GET /api/groups/:id/threads': Paged<GroupThread>;
  'GET /api/groups/:id/threads/:threadId': GroupThreadPage;
  'GET /api/groups/:id/sessions': StudySession[];
  'PATCH /api/groups/:id': GroupDetail;
  'DELETE /api/groups/:id': Removed;
  'DELETE /api/groups/:id/members/:userId': Removed;
  'POST /api/groups/:id/owner': GroupDetail;
  'POST /api/groups/:id/invite': GroupInvite;
  'DELETE /api/groups/:id/invite': null;
  'POST /api/groups/:id/threads': GroupThread;
  'POST /api/groups/:id/threads/:threadId/replies': GroupReply;
  'PATCH /api/groups/:id/posts/:postId': GroupThread | GroupReply;
  'DELETE /api/groups/:id/posts/:postId': Removed;
  'PUT /api/groups/:id/posts/:postId/helpful': GroupReply;
  'POST /api/groups/:id/posts/:postId/report': PostReportReceipt;
  'POST /api/groups/:id/sessions': StudySession;
  'DELETE /api/groups/:id/sessions/:sessionId': Removed;
  'PUT /api/groups/:id/sessions/:sessionId/answer': StudySession;
  'POST /api/groups/:id/join': GroupDetail;
  'POST /api/groups/:id/leave': Removed;

  'POST /api/material-requests': MaterialRequestReceipt;
  'GET /api/material-requests': Paged<MaterialRequest>;
  'POST /api/material-requests/:id/me-too': MaterialRequest;
  'DELETE /api/material-requests/:id/me-too': MaterialRequest;
  'POST /api/material-requests/:id/answer': MaterialRequestAnswer;

  'GET /api/materials/:id/text': MaterialText;
  'GET /api/materials/:id/related': Material[];
}

/** `'METHOD /api/path/:param'` to the `data` of that route's success answer. */
export type ApiRoutes = OtherRoutes & ReviewRoutes;

/** A route template: `'PATCH /api/user/:id/role'`. */
export type ApiRoute = keyof ApiRoutes & string;

/**
 * Every key of ApiRoutes, as a value (fakeFetch.test.ts checks they are the same): the server's
 * tests hold it to the routes the server registers, so the map cannot keep a route the server
 * dropped or miss one it added.
 */
export const API_ROUTES = [
  'GET /api/health',
  'GET /api/faculty',
  'GET /api/department',
  'GET /api/stats/public',
  'GET /api/stats/me',
  'GET /api/search/suggestions',
  'POST /api/auth/student',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/verify-email/token',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/auth/check',
  'GET /api/auth/providers',
  'GET /api/auth/google/onetap',
  'GET /api/user/profile',
  'PATCH /api/user',
  'POST /api/user/password',
  'GET /api/user',
  'PATCH /api/user/:id/role',
  'DELETE /api/user/:id/sessions',
  'GET /api/user/messaging',
  'POST /api/user/messaging/:channel/link',
  'DELETE /api/user/messaging/:channel',
  'PATCH /api/user/messaging/:channel',
  'POST /api/materials',
  'GET /api/materials',
  'GET /api/materials/recent',
  'GET /api/materials/recommendations',
  'GET /api/materials/saved',
  'GET /api/materials/mine',
  'GET /api/materials/:id',
  'POST /api/materials/:id/save',
  'DELETE /api/materials/:id/save',
  'POST /api/materials/:id/like',
  'DELETE /api/materials/:id/like',
  'POST /api/materials/:id/report',
  'GET /api/review/overview',
  'GET /api/review/material-gaps',
  'GET /api/rewards/printing-credits',
  'POST /api/rewards/printing-credits/:id/honour',
  'GET /api/courses/by-code/:code',
  'GET /api/courses/selection',
  'GET /api/courses',
  'GET /api/courses/levels',
  'POST /api/courses',
  'GET /api/courses/:id',
  'PATCH /api/courses/:id',
  'DELETE /api/courses/:id',
  'POST /api/courses/department-level',
  'DELETE /api/courses/department-level/:departmentId/:courseId',
  'GET /api/notifications',
  'POST /api/notifications/read-all',
  'POST /api/notifications/:id/read',
  'POST /api/blogs',
  'GET /api/blogs',
  'GET /api/blogs/:id',
  'POST /api/blogs/:id/like',
  'DELETE /api/blogs/:id/like',
  'POST /api/moderator-applications',
  'GET /api/moderator-applications/mine',
  'POST /api/releases/:remote',
  'POST /api/releases/:remote/promote',
  'POST /api/releases/:remote/rollback',
  'PUT /api/releases/:remote/canary',
  'DELETE /api/releases/:remote/canary',
  'GET /api/releases',
  'POST /api/releases/:remote/preview',
  'DELETE /api/releases/preview',
  'POST /api/deploy-keys',
  'GET /api/deploy-keys',
  'DELETE /api/deploy-keys/:id',
  'POST /api/client-errors',
  'POST /api/announcements',
  'GET /api/announcements/current',
  'GET /api/folders/mine',
  'GET /api/folders',
  'POST /api/folders',
  'GET /api/folders/:id',
  'PATCH /api/folders/:id',
  'DELETE /api/folders/:id',
  'PUT /api/folders/:id/materials/:materialId',
  'DELETE /api/folders/:id/materials/:materialId',
  'GET /api/groups',
  'POST /api/groups',
  'GET /api/groups/sessions/upcoming',
  'GET /api/groups/:id',
  'GET /api/groups/:id/members',
  'GET /api/groups/:id/threads',
  'GET /api/groups/:id/threads/:threadId',
  'GET /api/groups/:id/sessions',
  'PATCH /api/groups/:id',
  'DELETE /api/groups/:id',
  'DELETE /api/groups/:id/members/:userId',
  'POST /api/groups/:id/owner',
  'POST /api/groups/:id/invite',
  'DELETE /api/groups/:id/invite',
  'POST /api/groups/:id/threads',
  'POST /api/groups/:id/threads/:threadId/replies',
  'PATCH /api/groups/:id/posts/:postId',
  'DELETE /api/groups/:id/posts/:postId',
  'PUT /api/groups/:id/posts/:postId/helpful',
  'POST /api/groups/:id/posts/:postId/report',
  'POST /api/groups/:id/sessions',
  'DELETE /api/groups/:id/sessions/:sessionId',
  'PUT /api/groups/:id/sessions/:sessionId/answer',
  'POST /api/groups/:id/join',
  'POST /api/groups/:id/leave',
  'POST /api/material-requests',
  'GET /api/material-requests',
  'POST /api/material-requests/:id/me-too',
  'DELETE /api/material-requests/:id/me-too',
  'POST /api/material-requests/:id/answer',
  'GET /api/review/courses',
  'GET /api/review/courses/count',
  'POST /api/review/courses/review/:id',
  'DELETE /api/review/courses/:id',
  'GET /api/review/dlc',
  'GET /api/review/dlc/count',
  'POST /api/review/dlc/review/:departmentId/:courseId',
  'DELETE /api/review/dlc/:departmentId/:courseId',
  'GET /api/review/blogs',
  'GET /api/review/blogs/count',
  'POST /api/review/blogs/review/:id',
  'DELETE /api/review/blogs/:id',
  'GET /api/review/materials',
  'GET /api/review/materials/count',
  'POST /api/review/materials/review/:id',
  'DELETE /api/review/materials/:id',
  'GET /api/review/reports',
  'GET /api/review/reports/count',
  'POST /api/review/reports/review/:id',
  'DELETE /api/review/reports/:id',
  'GET /api/review/moderators',
  'GET /api/review/moderators/count',
  'POST /api/review/moderators/review/:id',
  'DELETE /api/review/moderators/:id',
  'GET /api/review/adverts',
  'GET /api/review/adverts/count',
  'POST /api/review/adverts/review/:id',
  'DELETE /api/review/adverts/:id',
  'GET /api/review/group-reports',
  'GET /api/review/group-reports/count',
  'POST /api/review/group-reports/review/:id',
  'DELETE /api/review/group-reports/:id',
  'GET /api/materials/:id/text',
  'GET /api/materials/:id/related',
] as const satisfies readonly ApiRoute[];
