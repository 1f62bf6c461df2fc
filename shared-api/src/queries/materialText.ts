import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialText } from '../contract/index.ts';
import { apiRead } from '../client/http.ts';

/** Under the material's own key: a change to the material (invalidating `materials`) reads its text again. */
export const materialTextKey = (id: string) => ['materials', 'text', id] as const;

export const materialTextQuery = (id: string) =>
  queryOptions({
    queryKey: materialTextKey(id),
    ...apiRead<MaterialText>(`/materials/${encodeURIComponent(id)}/text`),
    // A document's text does not change while it is read: kept for the visit.
    staleTime: 5 * 60 * 1000,
  });

/**
 * GET /materials/:id/text: the text of each page, for the reader's text view. Asked for only
 * when `enabled` (the reader opened the text view), so the page view never pays for it.
 */
export const useMaterialText = (id: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...materialTextQuery(id), enabled });
