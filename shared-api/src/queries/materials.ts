import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CoursePage, Material, MaterialListPage, MaterialSearchQuery, MyStats, Paged } from '../contract/index.ts';
import { apiRead, apiRequest } from '../client/http.ts';
import { pollWhilePreviewPending } from './previewPolling.ts';

export { hasPendingPreview, PREVIEW_POLL, previewPollDelay } from './previewPolling.ts';

/** The student area's lists. `recommendations` takes `ignorePreference`; the others the search query's fields. */
export type MaterialListKind = 'search' | 'recent' | 'recommendations' | 'saved' | 'mine';
export type MaterialListQuery = MaterialSearchQuery & { ignorePreference?: boolean };

const LIST_PATHS: Record<MaterialListKind, string> = {
  search: '/materials',
  recent: '/materials/recent',
  recommendations: '/materials/recommendations',
  saved: '/materials/saved',
  mine: '/materials/mine',
};

/** Keys generic to specific: invalidating `all` refreshes every list, page and figure below. */
export const materialKeys = {
  all: ['materials'] as const,
  lists: () => ['materials', 'list'] as const,
  list: (kind: MaterialListKind, query: MaterialListQuery) => ['materials', 'list', kind, query] as const,
  detail: (id: string) => ['materials', 'detail', id] as const,
  coursePages: () => ['materials', 'course'] as const,
  coursePage: (code: string) => ['materials', 'course', code] as const,
  myStats: () => ['stats', 'me'] as const,
};

export const materialListQuery = (kind: MaterialListKind, query: MaterialListQuery = {}) =>
  queryOptions({
    queryKey: materialKeys.list(kind, query),
    ...apiRead<MaterialListPage>(LIST_PATHS[kind], { ...query }),
    // Paging and filtering keep the old page on screen until the new one arrives.
    placeholderData: keepPreviousData,
    // A card whose preview is being made turns into its preview without a reload.
    refetchInterval: pollWhilePreviewPending((page: Paged<Material>) => page.data),
  });

export const useMaterialList = (kind: MaterialListKind, query: MaterialListQuery = {}) => useQuery(materialListQuery(kind, query));

export const materialQuery = (id: string) =>
  queryOptions({
    queryKey: materialKeys.detail(id),
    ...apiRead<Material>(`/materials/${encodeURIComponent(id)}`),
    refetchInterval: pollWhilePreviewPending((material: Material) => [material]),
  });

export const useMaterial = (id: string) => useQuery(materialQuery(id));

export const coursePageQuery = (code: string) =>
  queryOptions({
    queryKey: materialKeys.coursePage(code),
    queryFn: ({ signal }) => apiRequest<CoursePage>(`/courses/by-code/${encodeURIComponent(code)}`, { signal }),
    refetchInterval: pollWhilePreviewPending((page: CoursePage) => page.materials.flatMap((group) => group.materials)),
  });

export const useCoursePage = (code: string) => useQuery(coursePageQuery(code));

export const myStatsQuery = () =>
  queryOptions({ queryKey: materialKeys.myStats(), ...apiRead<MyStats>('/stats/me') });

export const useMyStats = () => useQuery(myStatsQuery());

/**
 * Put the changed material into its detail entry and every cached list and course page that shows
 * it (after a toggle, and when its page has read it afresh: a view moves its count).
 */
export function replaceCachedMaterial(queryClient: QueryClient, material: Material) {
  // The material's own page hands back the very answer its entry holds: setting it again would
  // only stamp the entry as just updated, and every reader of it (the whole page) would render again.
  if (queryClient.getQueryData(materialKeys.detail(material.id)) !== material) queryClient.setQueryData(materialKeys.detail(material.id), material);
  const shows = (items: Material[]) => items.some((item) => item.id === material.id);
  const put = (items: Material[]) => items.map((item) => (item.id === material.id ? material : item));
  // An entry that does not show it is left as it is (the updater's undefined): stamped as just
  // updated, a stale list would not be asked again, and its readers would render for nothing.
  queryClient.setQueriesData<Paged<Material>>({ queryKey: materialKeys.lists() }, (page) =>
    page && shows(page.data) ? { ...page, data: put(page.data) } : undefined,
  );
  // A course page shows the same cards, grouped by classification.
  queryClient.setQueriesData<CoursePage>({ queryKey: materialKeys.coursePages() }, (page) =>
    page?.materials.some((group) => shows(group.materials))
      ? { ...page, materials: page.materials.map((group) => ({ ...group, materials: put(group.materials) })) }
      : undefined,
  );
}

type Toggle = 'save' | 'like';

/** Save or like (on: POST) and undo (off: DELETE); both idempotent on the server. */
export const toggleMaterial = (id: string, toggle: Toggle, on: boolean) =>
  apiRequest<Material>(`/materials/${encodeURIComponent(id)}/${toggle}`, { method: on ? 'POST' : 'DELETE' });

function useToggle(toggle: Toggle) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => toggleMaterial(id, toggle, on),
    onSuccess: (material) => {
      replaceCachedMaterial(queryClient, material);
      // The saved list and the figures change membership, not just one card.
      if (toggle === 'save') void queryClient.invalidateQueries({ queryKey: [...materialKeys.lists(), 'saved'] });
      void queryClient.invalidateQueries({ queryKey: materialKeys.myStats() });
    },
  });
}

export const useSaveMaterial = () => useToggle('save');
export const useLikeMaterial = () => useToggle('like');
