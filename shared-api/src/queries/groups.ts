import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  GroupDetail,
  GroupInput,
  GroupInvite,
  GroupMember,
  GroupSearchQuery,
  GroupSummary,
  GroupUpdate,
  Paged,
} from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { groupKeys } from './groupKeys.ts';

// Study groups: my groups, finding open ones, one group's page and its members, and the
// changes members and owners make. Membership moves counts, roles and what the page shows (a
// member sees the chat link, the owner the invite code), so a change refreshes the lists and the
// group's own queries (`groupKeys.group(id)`: its detail, members, and the discussion and
// sessions that depend on being a member).

const groupPath = (id: string) => `/groups/${encodeURIComponent(id)}`;

/** GET /groups: `scope: 'mine'` my groups, newest activity first; otherwise open groups by words, course code or course. */
export const fetchGroups = (query: GroupSearchQuery, signal?: AbortSignal) =>
  apiRequest<Paged<GroupSummary>>('/groups', { query: { ...query }, signal });

export const groupListQuery = (query: GroupSearchQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => fetchGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export const useGroupList = (query: GroupSearchQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...groupListQuery(query), enabled });

/** GET /groups/:id?invite=: with the current invite code, a non-member sees an invite-only group. */
export const fetchGroup = (id: string, invite?: string | null, signal?: AbortSignal) =>
  apiRequest<GroupDetail>(groupPath(id), { query: { invite: invite || undefined }, signal });

export const groupQuery = (id: string, invite?: string | null) =>
  queryOptions({ queryKey: groupKeys.detail(id, invite), queryFn: ({ signal }) => fetchGroup(id, invite, signal) });

export const useGroup = (id: string, invite?: string | null) => useQuery(groupQuery(id, invite));

/** GET /groups/:id/members: owner first, then by name (members and staff). */
export const groupMembersQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.members(id),
    queryFn: ({ signal }) => apiRequest<GroupMember[]>(`${groupPath(id)}/members`, { signal }),
  });

export const useGroupMembers = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...groupMembersQuery(id), enabled });

export const createGroup = (input: GroupInput) => apiRequest<GroupDetail>('/groups', { method: 'POST', body: input });
export const updateGroup = (id: string, changes: GroupUpdate) => apiRequest<GroupDetail>(groupPath(id), { method: 'PATCH', body: changes });
export const deleteGroup = (id: string) => apiRequest<{ id: string }>(groupPath(id), { method: 'DELETE' });
export const joinGroup = (id: string, invite?: string | null) =>
  apiRequest<GroupDetail>(`${groupPath(id)}/join`, { method: 'POST', body: invite ? { invite } : {} });
export const leaveGroup = (id: string) => apiRequest<unknown>(`${groupPath(id)}/leave`, { method: 'POST' });
export const removeGroupMember = (id: string, userId: string) =>
  apiRequest<unknown>(`${groupPath(id)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const handOverGroup = (id: string, userId: string) => apiRequest<unknown>(`${groupPath(id)}/owner`, { method: 'POST', body: { userId } });
export const renewGroupInvite = (id: string) => apiRequest<GroupInvite>(`${groupPath(id)}/invite`, { method: 'POST' });
export const revokeGroupInvite = (id: string) => apiRequest<unknown>(`${groupPath(id)}/invite`, { method: 'DELETE' });

/** The lists (my groups, finding, course pages) and, for a group, everything of it. */
function refreshGroup(queryClient: QueryClient, id?: string) {
  void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
  // Upcoming sessions are of my groups: joining or leaving one changes them.
  void queryClient.invalidateQueries({ queryKey: groupKeys.upcoming() });
  if (id) void queryClient.invalidateQueries({ queryKey: groupKeys.group(id) });
}

/** A change of one group (`id` from its input), after which the lists and that group are asked again. */
function useGroupMutation<Input extends { id: string }, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (_answer, input) => refreshGroup(queryClient, input.id) });
}

/** A new group is in no list yet but mine and its course's: the lists are asked again. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGroup, onSuccess: () => refreshGroup(queryClient) });
}

export const useUpdateGroup = () => useGroupMutation(({ id, changes }: { id: string; changes: GroupUpdate }) => updateGroup(id, changes));
export const useJoinGroup = () => useGroupMutation(({ id, invite }: { id: string; invite?: string | null }) => joinGroup(id, invite));
export const useLeaveGroup = () => useGroupMutation(({ id }: { id: string }) => leaveGroup(id));
export const useRemoveGroupMember = () => useGroupMutation(({ id, userId }: { id: string; userId: string }) => removeGroupMember(id, userId));
export const useHandOverGroup = () => useGroupMutation(({ id, userId }: { id: string; userId: string }) => handOverGroup(id, userId));
/** Renewing and turning off the invite change only the owner's page (its code), which is the group's detail. */
export const useRenewGroupInvite = () => useGroupMutation(({ id }: { id: string }) => renewGroupInvite(id));
export const useRevokeGroupInvite = () => useGroupMutation(({ id }: { id: string }) => revokeGroupInvite(id));

/**
 * Deleting refreshes the lists but not the deleted group's own queries: asked again, they would
 * answer 404 and replace the page (and the way out of it) with "not found". They are dropped.
 */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_answer, id) => {
      refreshGroup(queryClient);
      queryClient.removeQueries({ queryKey: groupKeys.group(id), type: 'inactive' });
    },
  });
}
