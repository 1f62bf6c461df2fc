// Study groups (docs/groups.md): groups and members, the discussion, study sessions,
// reports of posts, and live events. Routes import from here only.
export { checkGroupId, groupNotFound, loadGroupAccess, requireGroupMember, requireGroupOwner, requireGroupReader, type GroupAccess } from './access.ts';
export { recordGroupEvent, type GroupEventInput } from './events.ts';
export { GROUP_EVENTS_CHANNEL, groupAnnouncer, type GroupLive } from './live/announce.ts';
// Every command that changes a group answers a GroupChange; after its commit the caller hands it to
// afterGroupChange, the one place a group is announced (and its notifications sent to linked chats).
export { afterGroupChange, changeIn, type GroupChange } from './after-change.ts';
// The discussion: threads, replies, helpful marks, edits, deletions and reports of posts.
export { listThreads, threadPage, createThread } from './threads.ts';
export { createReply, setHelpful, type PostChange } from './replies.ts';
export { deletePost, reportPost, updatePost } from './posts-writes.ts';
// Study sessions: a group's sessions, the dashboard's upcoming ones, scheduling, cancelling, answering.
export { GROUP_SESSIONS_PAST_MAX, GROUP_SESSIONS_UPCOMING_MAX, listGroupSessions, sessionFor, upcomingSessionsOf } from './sessions-read.ts';
export { answerSession, cancelSession, scheduleSession, sessionNotFound, sessionTimeErrors, type Scheduled } from './sessions-changes.ts';
// The Group reports queue: a review kind, and the group a decision changed (for afterGroupChange).
export { groupOfReport, postReportReview } from './post-reports-review.ts';
// Groups and members: lists, the page, create, edit, delete, join, leave, remove, hand over, invite codes.
export { groupDetailFor, readGroup } from './groups-read.ts';
export { listGroups } from './groups-lists.ts';
export { createGroup, deleteGroup, updateGroup } from './groups-writes.ts';
export { newInviteCode, renewInvite, revokeInvite } from './invites.ts';
export { joinGroup, leaveGroup } from './members-join.ts';
export { handOwnership, listMembers, removeMember } from './members-manage.ts';
// Live updates: the server's hub of open event streams.
export { GroupLiveHub, type GroupLiveHubOptions, type LiveSink, type LiveStreamHandle, type OpenStream } from './live/hub.ts';
