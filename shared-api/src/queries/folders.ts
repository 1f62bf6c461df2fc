import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { FolderInput, FolderPage, FolderSearchQuery, FolderSummary, FolderUpdate, OwnFolder, Paged } from '../contract/index.ts';
import { apiRead, apiRequest } from '../client/http.ts';
import { pollWhilePreviewPending } from './previewPolling.ts';

// Folders: a student's own folders, public folders for search and course pages, one
// folder's page, and the owner's changes. A folder's counts and its "has this material" marks
// move with every change, so each change refreshes every folder query (`folderKeys.all`).

/** Keys generic to specific: invalidating `all` refreshes the menus, lists and pages below. */
export const folderKeys = {
  all: ['folders'] as const,
  mine: (materialId?: string) => ['folders', 'mine', materialId ?? null] as const,
  publicLists: () => ['folders', 'public'] as const,
  publicList: (query: FolderSearchQuery) => ['folders', 'public', query] as const,
  detail: (id: string) => ['folders', 'detail', id] as const,
};

const folderPath = (id: string) => `/folders/${encodeURIComponent(id)}`;

/** GET /folders/mine: all the asker's folders, flat (parentId, depth); `hasMaterial` for `materialId`. */
export const ownFoldersQuery = (materialId?: string) =>
  queryOptions({ queryKey: folderKeys.mine(materialId), ...apiRead<OwnFolder[]>('/folders/mine', { materialId }) });

/** The asker's folders; `enabled: false` until a menu opens (a card must not ask on every render). */
export const useOwnFolders = (materialId?: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...ownFoldersQuery(materialId), enabled });

/**
 * GET /folders: public folders matching words or a course. No placeholder from the last query:
 * folders found for other words would read as matches for the new ones.
 */
export const publicFoldersQuery = (query: FolderSearchQuery) =>
  queryOptions({
    queryKey: folderKeys.publicList(query),
    queryFn: ({ signal }) => apiRequest<Paged<FolderSummary>>('/folders', { query: { ...query }, signal }),
  });

export const usePublicFolders = (query: FolderSearchQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...publicFoldersQuery(query), enabled });

/**
 * GET /folders/:id: the folder, its path, its subfolders and the materials the asker may see; asked
 * again while one of them is still preparing its preview (a fresh upload just filed here).
 */
export const folderQuery = (id: string) =>
  queryOptions({
    queryKey: folderKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<FolderPage>(folderPath(id), { signal }),
    refetchInterval: pollWhilePreviewPending((page: FolderPage) => page.materials),
  });

export const useFolder = (id: string) => useQuery(folderQuery(id));

export const createFolder = (input: FolderInput) => apiRequest<FolderSummary>('/folders', { method: 'POST', body: input });
export const updateFolder = (id: string, changes: FolderUpdate) => apiRequest<FolderSummary>(folderPath(id), { method: 'PATCH', body: changes });
export const deleteFolder = (id: string) => apiRequest<unknown>(folderPath(id), { method: 'DELETE' });

/** Put a material in a folder (on: PUT) or take it out (off: DELETE); both idempotent on the server. */
export const setFolderMaterial = (folderId: string, materialId: string, on: boolean) =>
  apiRequest<FolderSummary>(`${folderPath(folderId)}/materials/${encodeURIComponent(materialId)}`, { method: on ? 'PUT' : 'DELETE' });

/**
 * After a change, every folder query is asked again, those of pages not on screen too, and the
 * Libraries' list of one's folders even if it was not asked this visit: their answers are what
 * the device keeps to show offline (lastSeen.ts), and a folder's count must not read "0
 * materials" offline for a folder that holds one.
 */
function refreshFolders(queryClient: QueryClient, except?: (queryKey: QueryKey) => boolean) {
  void queryClient.invalidateQueries({ queryKey: folderKeys.all, refetchType: 'all', predicate: except ? ({ queryKey }) => !except(queryKey) : undefined });
  if (!queryClient.getQueryState(folderKeys.mine())) void queryClient.prefetchQuery(ownFoldersQuery());
}

/** A mutation after which every folder query is asked again. */
function useFolderMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshFolders(queryClient) });
}

export const useCreateFolder = () => useFolderMutation(createFolder);
export const useUpdateFolder = () => useFolderMutation(({ id, changes }: { id: string; changes: FolderUpdate }) => updateFolder(id, changes));
/**
 * Deleting refreshes every folder query but the deleted folder's own page: asked again, it would
 * answer 404 and replace the page (and the button that leaves it) with "not found".
 */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: (_answer, id) => {
      const deleted = folderKeys.detail(id);
      refreshFolders(queryClient, (queryKey) => queryKey[1] === deleted[1] && queryKey[2] === deleted[2]);
    },
  });
}
export const useFolderMaterial = () =>
  useFolderMutation(({ folderId, materialId, on }: { folderId: string; materialId: string; on: boolean }) =>
    setFolderMaterial(folderId, materialId, on),
  );
