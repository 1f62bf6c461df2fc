import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GroupReply,
  GroupThread,
  GroupThreadPage,
  HelpfulInput,
  Paged,
  PostReportInput,
  PostUpdate,
  ReplyInput,
  ThreadInput,
} from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { groupKeys } from './groupKeys.ts';

// A study group's discussion: its threads newest activity first, one thread with its
// replies oldest first, and the changes members make. A change refreshes the group's threads
// (`groupKeys.threads(id)`: every page of the list and every open thread), as a live event does.

const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;
const threadPath = (groupId: string, threadId: string) => `${groupPath(groupId)}/threads/${encodeURIComponent(threadId)}`;
const postPath = (groupId: string, postId: string) => `${groupPath(groupId)}/posts/${encodeURIComponent(postId)}`;

/** GET /groups/:id/threads?page=: newest activity first, THREADS_PAGE_SIZE a page. */
export const fetchGroupThreads = (groupId: string, page = 1, signal?: AbortSignal) =>
  apiRequest<Paged<GroupThread>>(`${groupPath(groupId)}/threads`, { query: { page }, signal });

export const groupThreadsQuery = (groupId: string, page = 1) =>
  queryOptions({
    queryKey: groupKeys.threadList(groupId, page),
    queryFn: ({ signal }) => fetchGroupThreads(groupId, page, signal),
    // Paging (and a live refresh) keeps the shown page until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useGroupThreads = (groupId: string, page = 1, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...groupThreadsQuery(groupId, page), enabled });

/** GET /groups/:id/threads/:threadId?page=: the thread and a page of its replies, oldest first. */
export const fetchGroupThread = (groupId: string, threadId: string, page = 1, signal?: AbortSignal) =>
  apiRequest<GroupThreadPage>(threadPath(groupId, threadId), { query: { page }, signal });

/** One key per thread: its pages of replies sit under it (`[...thread, page]`), so a reply refreshes them all. */
export const groupThreadQuery = (groupId: string, threadId: string, page = 1) =>
  queryOptions({
    queryKey: [...groupKeys.thread(groupId, threadId), page] as const,
    queryFn: ({ signal }) => fetchGroupThread(groupId, threadId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useGroupThread = (groupId: string, threadId: string, page = 1) => useQuery(groupThreadQuery(groupId, threadId, page));

export const createGroupThread = (groupId: string, input: ThreadInput) =>
  apiRequest<GroupThread>(`${groupPath(groupId)}/threads`, { method: 'POST', body: input });

export const createGroupReply = (groupId: string, threadId: string, input: ReplyInput) =>
  apiRequest<GroupReply>(`${threadPath(groupId, threadId)}/replies`, { method: 'POST', body: input });

/** PATCH /groups/:id/posts/:postId (its author): a thread's title and body, a reply's body. */
export const updateGroupPost = (groupId: string, postId: string, changes: PostUpdate) =>
  apiRequest<GroupThread | GroupReply>(postPath(groupId, postId), { method: 'PATCH', body: changes });

/** DELETE /groups/:id/posts/:postId (its author or the group's owner); a thread takes its replies. */
export const deleteGroupPost = (groupId: string, postId: string) => apiRequest<unknown>(postPath(groupId, postId), { method: 'DELETE' });

/** PUT /groups/:id/posts/:postId/helpful (the thread's author, on a reply of it). */
export const setGroupReplyHelpful = (groupId: string, postId: string, input: HelpfulInput) =>
  apiRequest<GroupReply>(`${postPath(groupId, postId)}/helpful`, { method: 'PUT', body: input });

export const reportGroupPost = (groupId: string, postId: string, input: PostReportInput) =>
  apiRequest<unknown>(`${postPath(groupId, postId)}/report`, { method: 'POST', body: input });

/** A change to the discussion, after which the group's threads (lists and open threads) are asked again. */
function useDiscussionMutation<Input, Output>(groupId: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.threads(groupId) }) });
}

export const useCreateGroupThread = (groupId: string) => useDiscussionMutation(groupId, (input: ThreadInput) => createGroupThread(groupId, input));

export const useCreateGroupReply = (groupId: string, threadId: string) =>
  useDiscussionMutation(groupId, (input: ReplyInput) => createGroupReply(groupId, threadId, input));

export const useUpdateGroupPost = (groupId: string) =>
  useDiscussionMutation(groupId, ({ postId, changes }: { postId: string; changes: PostUpdate }) => updateGroupPost(groupId, postId, changes));

/**
 * Deleting refreshes the group's threads but not a deleted thread's own page: asked again, it would
 * answer 404 while the screen is leaving it for the list.
 */
export function useDeleteGroupPost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => deleteGroupPost(groupId, postId),
    onSuccess: (_answer, postId) => {
      const deleted = groupKeys.thread(groupId, postId);
      queryClient.removeQueries({ queryKey: deleted });
      void queryClient.invalidateQueries({ queryKey: groupKeys.threads(groupId) });
    },
  });
}

export const useGroupReplyHelpful = (groupId: string) =>
  useDiscussionMutation(groupId, ({ postId, helpful }: { postId: string; helpful: boolean }) => setGroupReplyHelpful(groupId, postId, { helpful }));

/** Reporting changes nothing members see, so nothing is asked again. */
export const useReportGroupPost = (groupId: string) =>
  useMutation({ mutationFn: ({ postId, input }: { postId: string; input: PostReportInput }) => reportGroupPost(groupId, postId, input) });
