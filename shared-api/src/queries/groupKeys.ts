// Query keys of study groups, shared by the groups, discussion and sessions calls so a
// live event or a change refreshes exactly what it touched. Generic to specific: invalidating
// `group(id)` refreshes everything of one group.
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => ['groups', 'list'] as const,
  list: (query: object) => ['groups', 'list', query] as const,
  group: (id: string) => ['groups', 'group', id] as const,
  detail: (id: string, invite?: string | null) => ['groups', 'group', id, 'detail', invite ?? null] as const,
  members: (id: string) => ['groups', 'group', id, 'members'] as const,
  threads: (id: string) => ['groups', 'group', id, 'threads'] as const,
  threadList: (id: string, page: number) => ['groups', 'group', id, 'threads', 'list', page] as const,
  thread: (id: string, threadId: string) => ['groups', 'group', id, 'threads', 'one', threadId] as const,
  sessions: (id: string) => ['groups', 'group', id, 'sessions'] as const,
  /** The dashboard overview's upcoming sessions of all one's groups. */
  upcoming: () => ['groups', 'upcoming'] as const,
};
