import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStats } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { queryKeys } from './keys.ts';

export const fetchPublicStats = (signal?: AbortSignal) => apiRequest<PublicStats>('/stats/public', { signal });

export const publicStatsQuery = () =>
  queryOptions({ queryKey: queryKeys.stats.public(), queryFn: ({ signal }) => fetchPublicStats(signal), staleTime: 5 * 60_000 });

export const usePublicStats = () => useQuery(publicStatsQuery());
