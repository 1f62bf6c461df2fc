import type { GroupDetail } from '@lectern/shared-api/contract';

/** The group's discussion: threads, replies and the live stream. Placeholder until its owner lands it. */
export function GroupDiscussion({ group }: { group: GroupDetail }) {
  return <p>{group.name}</p>;
}
