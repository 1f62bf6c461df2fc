import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '../contract/index.ts';
import { apiRead } from '../client/http.ts';

/** Under `materials`: a change to any material (invalidating `materials`) asks again. */
export const relatedMaterialsKey = (id: string) => ['materials', 'related', id] as const;

/** GET /materials/:id/related, as a row takes its materials (`{ data }`). */
export const relatedMaterialsQuery = (id: string) =>
  queryOptions({
    queryKey: relatedMaterialsKey(id),
    ...apiRead<Material[]>(`/materials/${encodeURIComponent(id)}/related`),
    select: (materials: Material[]) => ({ data: materials }),
  });

/** A material page's "Related materials": the same course, then the same department. */
export const useRelatedMaterials = (id: string) => useQuery(relatedMaterialsQuery(id));
