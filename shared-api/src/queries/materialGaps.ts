import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialGaps } from '../contract/index.ts';
import { apiRead } from '../client/http.ts';

/** GET /review/material-gaps (staff): the portal overview's "Most asked for" and "Searches that found nothing". */
export const materialGapsQuery = () => queryOptions({ queryKey: ['review', 'material-gaps'] as const, ...apiRead<MaterialGaps>('/review/material-gaps') });

export const useMaterialGaps = () => useQuery(materialGapsQuery());
