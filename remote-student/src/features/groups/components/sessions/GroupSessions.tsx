import type { GroupDetail } from '@lectern/shared-api/contract';

/** The group's study sessions: schedule, answer Going / Not going. Placeholder until its owner lands it. */
export function GroupSessions({ group }: { group: GroupDetail }) {
  return <p>{group.name}</p>;
}
