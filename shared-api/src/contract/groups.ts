// Study groups (docs/groups.md, docs/api-contract.md): course groups with a discussion,
// shared materials and study sessions. A material shared into a post is a reference: each reader
// sees it only as the material's own rules allow them, so sharing never reveals more.
import type { Material, MaterialCourse } from './materials.ts';

export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 60;
export const GROUP_DESCRIPTION_MAX = 1000;
export const GROUP_MEMBERS_MAX = 500;
/** Groups one person may belong to (owned ones included). */
export const GROUPS_PER_PERSON_MAX = 30;
export const GROUP_QUERY_MAX = 100;
export const GROUPS_PAGE_SIZE = 12;

export const GROUP_JOIN_POLICIES = ['open', 'invite'] as const;
/** open: anyone signed in may find and join it; invite: only with its invite link, and invisible otherwise. */
export type GroupJoinPolicy = (typeof GROUP_JOIN_POLICIES)[number];
export const GROUP_JOIN_POLICY_LABELS: Record<GroupJoinPolicy, string> = { open: 'Open: anyone can join', invite: 'Invite only: join by link' };

export const GROUP_ROLES = ['owner', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/**
 * The group's existing chat, shown to members only: a WhatsApp group invite
 * (https://chat.whatsapp.com/<code>) or a Telegram invite or public group (https://t.me/+<code>,
 * https://t.me/joinchat/<code>, https://t.me/<name>). Nothing else is accepted.
 */
export const GROUP_CHAT_LINK_MAX = 200;
const CHAT_LINK_PATTERNS = [
  /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9]{10,40}$/,
  /^https:\/\/t\.me\/(\+|joinchat\/)[A-Za-z0-9_-]{10,40}$/,
  /^https:\/\/t\.me\/[A-Za-z][A-Za-z0-9_]{4,31}$/,
];
export function isGroupChatLink(value: string): boolean {
  return value.length <= GROUP_CHAT_LINK_MAX && CHAT_LINK_PATTERNS.some((pattern) => pattern.test(value));
}

/** A person as groups show them. */
export interface GroupPerson {
  id: string;
  firstName: string;
  lastName: string;
}

/** A group as lists show it, seen by the person asking. */
export interface GroupSummary {
  id: string;
  name: string;
  description: string | null;
  course: MaterialCourse | null;
  joinPolicy: GroupJoinPolicy;
  memberCount: number;
  /** The asker's role; null when not a member. */
  myRole: GroupRole | null;
  createdAt: string;
  /** The newest post, reply or session, or its creation. */
  lastActivityAt: string;
}

/** GET /groups/:id: the group's page. */
export interface GroupDetail extends GroupSummary {
  owner: GroupPerson;
  /** The group's existing chat: members only (null for anyone else, and when none). */
  chatLink: string | null;
  /** The invite link's code: the owner only (null for anyone else, and when revoked). */
  inviteCode: string | null;
  /** Whether the asker is staff reading a group they are not in (they read, never post). */
  readOnly: boolean;
}

/** GET /groups/:id/members: every member, owner first, then by name. */
export interface GroupMember {
  person: GroupPerson;
  role: GroupRole;
  joinedAt: string;
}

/** POST /groups. */
export interface GroupInput {
  name: string;
  description?: string | null;
  courseId?: string | null;
  chatLink?: string | null;
  joinPolicy: GroupJoinPolicy;
}

/** PATCH /groups/:id (owner): any of the fields. */
export type GroupUpdate = Partial<GroupInput>;

/** GET /groups. */
export interface GroupSearchQuery {
  /** mine: the asker's groups (any policy), newest activity first; find (the default): open groups by name or course code. */
  scope?: 'mine' | 'find';
  query?: string;
  /** Open groups of one course, and the asker's own groups of it (the course page). */
  courseId?: string;
  page?: number;
  limit?: number;
}

/** POST /groups/:id/join: an invite-only group needs the code of its current invite link. */
export interface GroupJoinInput {
  invite?: string;
}

/** POST /groups/:id/owner (owner): hand ownership to another member; the old owner stays a member. */
export interface GroupOwnerInput {
  userId: string;
}

/** POST /groups/:id/invite (owner): a new invite code, the old one stops working. */
export interface GroupInvite {
  code: string;
}

// ---------------------------------------------------------------- discussion

export const POST_BODY_MAX = 5000;
export const THREAD_TITLE_MAX = 150;
/** Posts (threads and replies together) one person may write a minute, in every group. */
export const POSTS_PER_MINUTE = 10;
export const THREADS_PAGE_SIZE = 20;
/** Replies of one thread, oldest first, a page at a time. */
export const REPLIES_PAGE_SIZE = 50;

export const THREAD_KINDS = ['question', 'note'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
export const THREAD_KIND_LABELS: Record<ThreadKind, string> = { question: 'Question', note: 'Note' };

/**
 * A material shared into a post, as the reader may see it: the material when the reader may open
 * it, otherwise `material` null and `unavailable` true (never its title).
 */
export interface SharedMaterial {
  material: Material | null;
  unavailable: boolean;
}

/** What threads and replies share. A post hidden by a moderator keeps its place with empty text. */
export interface GroupPostBase {
  id: string;
  groupId: string;
  /** Plain text; links are made clickable by the screen, never HTML. '' when removed. */
  body: string;
  /** null when the author's account is gone. */
  author: GroupPerson | null;
  shared: SharedMaterial | null;
  createdAt: string;
  editedAt: string | null;
  /** Hidden by a moderator: shown as POST_MESSAGES.removed. */
  removed: boolean;
  /** The asker wrote it (and so may edit or delete it). */
  mine: boolean;
  /** The asker may delete it (its author, or the group's owner). */
  canDelete: boolean;
}

export interface GroupThread extends GroupPostBase {
  kind: ThreadKind;
  title: string;
  replyCount: number;
  /** Whether a reply is marked Helpful by the asker of the thread. */
  answered: boolean;
  lastActivityAt: string;
}

export interface GroupReply extends GroupPostBase {
  threadId: string;
  /** Marked Helpful by the thread's author. */
  helpful: boolean;
}

/** GET /groups/:id/threads/:threadId. */
export interface GroupThreadPage {
  thread: GroupThread;
  replies: GroupReply[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** POST /groups/:id/threads. */
export interface ThreadInput {
  kind: ThreadKind;
  title: string;
  body: string;
  materialId?: string | null;
}

/** POST /groups/:id/threads/:threadId/replies. */
export interface ReplyInput {
  body: string;
  materialId?: string | null;
}

/** PATCH /groups/:id/posts/:postId (its author): the title only for a thread. */
export interface PostUpdate {
  title?: string;
  body?: string;
}

/** PUT /groups/:id/posts/:postId/helpful (the thread's author, on a reply). */
export interface HelpfulInput {
  helpful: boolean;
}

export const POST_REPORT_REASONS = ['spam', 'abuse', 'off-topic', 'other'] as const;
export type PostReportReason = (typeof POST_REPORT_REASONS)[number];
export const POST_REPORT_REASON_LABELS: Record<PostReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or harassing',
  'off-topic': 'Off topic',
  other: 'Something else',
};
export const POST_REPORT_TEXT_MAX = 500;

/** POST /groups/:id/posts/:postId/report. */
export interface PostReportInput {
  reason: PostReportReason;
  text?: string | null;
}

/**
 * One report in the Group reports queue (a review kind). Approved = upheld (the post is hidden,
 * members see POST_MESSAGES.removed), Rejected = dismissed. A decision settles every open report of
 * the post at once.
 */
export interface PostReportReviewItem {
  id: string;
  reason: PostReportReason;
  text: string | null;
  reviewStatus: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  reporter: GroupPerson;
  openReports: number;
  post: {
    id: string;
    groupId: string;
    groupName: string;
    /** The thread's title (for a reply, its thread's). */
    threadTitle: string;
    threadId: string;
    isReply: boolean;
    body: string;
    author: GroupPerson | null;
    createdAt: string;
    hidden: boolean;
  };
}

// ---------------------------------------------------------------- study sessions

export const SESSION_TITLE_MAX = 100;
/** A place ("Main Library, room 2") or a link (a https URL is shown as a link). */
export const SESSION_LOCATION_MAX = 200;
export const SESSION_LENGTH_MAX_HOURS = 12;
/** The dashboard overview shows this many upcoming sessions of one's groups. */
export const UPCOMING_SESSIONS_MAX = 5;

export const SESSION_ANSWERS = ['going', 'not-going'] as const;
export type SessionAnswer = (typeof SESSION_ANSWERS)[number];
export const SESSION_ANSWER_LABELS: Record<SessionAnswer, string> = { going: 'Going', 'not-going': 'Not going' };

export interface StudySession {
  id: string;
  groupId: string;
  groupName: string;
  course: MaterialCourse | null;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  createdBy: GroupPerson | null;
  going: number;
  notGoing: number;
  myAnswer: SessionAnswer | null;
  /** The asker scheduled it or owns the group (and so may cancel it). */
  canCancel: boolean;
  /** The site's zone (SITE_TIME_ZONE), the one its notices name: a screen read in another zone says which zone its times are in. */
  siteTimeZone: string;
}

/** POST /groups/:id/sessions. */
export interface SessionInput {
  title: string;
  /** ISO date-times; the end after the start, at most SESSION_LENGTH_MAX_HOURS later; the start not in the past. */
  startsAt: string;
  endsAt: string;
  location: string;
}

/** PUT /groups/:id/sessions/:sessionId/answer. */
export interface SessionAnswerInput {
  answer: SessionAnswer;
}

/**
 * A session's start as the dashboard writes it: "Thursday 16:00" (the weekday and the 24-hour
 * time). `timeZone` defaults to the runtime's own: the reader's, in the browser.
 */
export function formatSessionTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/** A zone's name at that instant as en-GB writes it ("GMT+1", "UTC", "BST"); `timeZone` defaults to the runtime's own. */
function zoneName(iso: string, timeZone: string | undefined, style: 'short' | 'longOffset' = 'short'): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZoneName: style, ...(timeZone ? { timeZone } : {}) })
    .formatToParts(new Date(iso))
    .find((each) => each.type === 'timeZoneName');
  return part?.value ?? timeZone ?? '';
}

/**
 * A session's start as the new-session notice writes it, in the site's zone (SITE_TIME_ZONE) and
 * naming it, since a notice is read in a chat or on another day and in any zone: "Thursday 16:00 GMT+1".
 */
export function formatNoticeTime(iso: string, timeZone: string): string {
  return `${formatSessionTime(iso, timeZone)} ${zoneName(iso, timeZone)}`;
}

/**
 * The reader's zone as a screen names it beside a time ("UTC", "GMT+1"), when at that instant its
 * clock differs from the site's; null when the two agree, so a screen names a zone only when a
 * notice (written in the site's zone) would read otherwise. `readerTimeZone` defaults to the runtime's.
 */
export function readerZoneNote(iso: string, siteTimeZone: string, readerTimeZone?: string): string | null {
  return zoneName(iso, readerTimeZone, 'longOffset') === zoneName(iso, siteTimeZone, 'longOffset') ? null : zoneName(iso, readerTimeZone);
}

/** As formatSessionTime, followed by the reader's zone when it is not the site's: "Thursday 15:00 UTC". */
export const formatSessionTimeFrom =
  (siteTimeZone: string) =>
  (iso: string, timeZone?: string): string => {
    const note = readerZoneNote(iso, siteTimeZone, timeZone);
    return note ? `${formatSessionTime(iso, timeZone)} ${note}` : formatSessionTime(iso, timeZone);
  };

// ---------------------------------------------------------------- live

/**
 * GET /groups/:id/events: Server-Sent Events for members (and staff). Each event's `id` is its
 * number in the group's order; a client that reconnects with Last-Event-ID gets every event after
 * it. An event names what changed, never its text: the screen reads it again as the reader.
 */
export const GROUP_EVENT_TYPES = ['thread', 'reply', 'session', 'members', 'group'] as const;
export type GroupEventType = (typeof GROUP_EVENT_TYPES)[number];
export interface GroupEvent {
  /** The event's number (the SSE id). */
  id: string;
  type: GroupEventType;
  /** The thread a thread or reply event is about. */
  threadId: string | null;
  /** The post, reply or session it is about. */
  subjectId: string | null;
}
/** Events are kept this long for resuming; a client further behind reads everything again. */
export const GROUP_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const GROUP_EVENTS_HEARTBEAT_MS = 25_000;
/** The SSE event name of every group event, and of the one that tells a client to read everything again. */
export const GROUP_EVENT_NAME = 'group';
export const GROUP_RESYNC_EVENT_NAME = 'resync';

// ---------------------------------------------------------------- pages and words

export const groupPagePath = (id: string) => `/dashboard/groups/${encodeURIComponent(id)}`;
/** The invite link: the group's page with its code; the page offers Join. */
export const groupInvitePath = (id: string, code: string) => `${groupPagePath(id)}?invite=${encodeURIComponent(code)}`;
export const groupThreadPath = (id: string, threadId: string) => `${groupPagePath(id)}?thread=${encodeURIComponent(threadId)}`;
/** The group's page opened on its Sessions tab (a new session's notice, the overview's upcoming sessions). */
export const groupSessionsPath = (id: string) => `${groupPagePath(id)}?tab=sessions`;

export const GROUP_MESSAGES = {
  nameRequired: 'Give the group a name',
  nameLength: `A group name must be ${GROUP_NAME_MIN}-${GROUP_NAME_MAX} characters`,
  descriptionTooLong: `The description must be at most ${GROUP_DESCRIPTION_MAX} characters`,
  chatLinkInvalid: 'Only a WhatsApp group link (https://chat.whatsapp.com/...) or a Telegram link (https://t.me/...) can be added',
  notFound: 'This group does not exist, or you need an invite to see it.',
  full: `This group is full (${GROUP_MEMBERS_MAX} members).`,
  tooManyGroups: `You can be in at most ${GROUPS_PER_PERSON_MAX} groups. Leave one to join another.`,
  alreadyMember: 'You are already a member of this group.',
  inviteInvalid: 'This invite link is no longer valid. Ask the group owner for a new one.',
  inviteRequired: 'This group is invite only. Ask its owner for the invite link.',
  removedFromGroup: 'You were removed from this group and cannot join it again.',
  notMember: 'Join the group to do this.',
  ownerOnly: 'Only the group owner can do this.',
  ownerCannotLeave: 'Hand ownership to another member, or delete the group, before you leave.',
  newOwnerNotMember: 'The new owner must be a member of the group.',
  memberNotFound: 'This person is not a member of the group.',
  created: 'Group created',
  saved: 'Group saved',
  deleted: 'Group deleted',
  joined: (name: string) => `You joined ${name}`,
  left: (name: string) => `You left ${name}`,
  memberRemoved: (name: string) => `${name} was removed from the group`,
  ownershipHanded: (name: string) => `${name} is now the owner`,
  inviteRenewed: 'A new invite link was made; the old one no longer works.',
  inviteRevoked: 'The invite link was turned off.',
  courseGroupsHeading: (courseCode: string) => `Study groups for ${courseCode}`,
} as const;

export const POST_MESSAGES = {
  titleRequired: 'Give your post a title',
  titleTooLong: `A title must be at most ${THREAD_TITLE_MAX} characters`,
  bodyRequired: 'Write something first',
  bodyTooLong: `A post must be at most ${POST_BODY_MAX} characters`,
  notFound: 'This post does not exist.',
  materialNotFound: 'This material does not exist or you cannot share it.',
  removed: 'Removed by a moderator',
  rateLimited: 'You are posting too fast. Wait a minute and try again.',
  authorOnly: 'Only its author can edit a post.',
  deleteNotAllowed: 'Only its author or the group owner can delete a post.',
  helpfulAskerOnly: 'Only the person who started the thread can mark a reply helpful.',
  notReply: 'Only a reply can be marked helpful.',
  alreadyReported: 'You have already reported this post.',
  reported: 'Thanks. Moderators will look at this post.',
  unavailableMaterial: 'A shared material you cannot open',
  replyNoticeTitle: 'New reply to your thread',
  replyNoticeBody: (person: string, thread: string) => `${person} replied to "${thread}"`,
  helpfulNoticeTitle: 'Your reply was marked helpful',
  helpfulNoticeBody: (person: string, thread: string) => `${person} marked your reply to "${thread}" as helpful`,
} as const;

export const SESSION_MESSAGES = {
  titleRequired: 'Give the session a title',
  titleTooLong: `A title must be at most ${SESSION_TITLE_MAX} characters`,
  locationRequired: 'Say where: a place or a link',
  locationTooLong: `The place or link must be at most ${SESSION_LOCATION_MAX} characters`,
  startRequired: 'Choose when it starts',
  endRequired: 'Choose when it ends',
  endBeforeStart: 'The session must end after it starts',
  tooLong: `A session can last at most ${SESSION_LENGTH_MAX_HOURS} hours`,
  inThePast: 'A session cannot start in the past',
  notFound: 'This session does not exist.',
  ended: 'This session has already ended.',
  cancelOwnOnly: 'Only the person who scheduled a session, or the group owner, can cancel it.',
  scheduled: 'Session scheduled',
  cancelled: 'Session cancelled',
  noticeTitle: (group: string) => `New study session in ${group}`,
  noticeBody: (title: string, when: string) => `${title}, ${when}`,
} as const;
