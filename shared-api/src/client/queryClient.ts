import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiError.ts';

/** The one QueryClient the shell creates. Client errors (4xx) are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) && failureCount < 2,
      },
    },
  });
}
