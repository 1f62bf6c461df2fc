// User Management (admins): GET /user lists people with the site-wide stats, PATCH /user/:id/role
// makes a student a moderator or back, DELETE /user/:id/sessions signs a person out everywhere
// (docs/api-contract.md, docs/spec-resolutions.md).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleChanged, RoleChangeRequest, SessionsEnded, UserList, UserListQuery } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';

/**
 * Generic to specific. Not under ['user'] (the signed-in person's profile): a change to someone
 * else's role reloads the lists, never the session.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
};

export const fetchUsers = (query: UserListQuery, signal?: AbortSignal) => apiRequest<UserList>('/user', { query: { ...query }, signal });

export const changeUserRole = (id: string, body: RoleChangeRequest) =>
  apiRequest<RoleChanged>(`/user/${encodeURIComponent(id)}/role`, { method: 'PATCH', body });

export const endUserSessions = (id: string) => apiRequest<SessionsEnded>(`/user/${encodeURIComponent(id)}/sessions`, { method: 'DELETE' });

export const userListQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    // The table keeps the page it shows while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

export const useUserList = (query: UserListQuery) => useQuery(userListQuery(query));

/** Makes someone a moderator or a student; every user list is asked again, since the role filter and counts move. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string } & RoleChangeRequest) => changeUserRole(id, { role }),
    onSuccess: () => void client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Signs a person out on every device; the lists do not change (signed-in is not a column). */
export function useEndSessions() {
  return useMutation({ mutationFn: ({ id }: { id: string }) => endUserSessions(id) });
}
