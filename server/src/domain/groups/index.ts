// Study groups (issue 34, docs/groups.md): groups and members, the discussion, study sessions,
// reports of posts, and live events. Routes import from here only.
export { groupNotFound, loadGroupAccess, requireGroupMember, requireGroupOwner, requireGroupReader, type GroupAccess } from './access.ts';
export { recordGroupEvent, type GroupEventInput } from './events.ts';
export { GROUP_EVENTS_CHANNEL, groupAnnouncer, type GroupLive } from './live/announce.ts';
