import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiError.ts';

/**
 * The one QueryClient the shell creates. Client errors (4xx) are not retried. Reads wait for the
 * network while offline (the lists show what was last seen meanwhile: lastSeen.ts); changes
 * (upload, like, save, report, review) are tried at once, so offline they fail with a message
 * saying a connection is needed, and the form keeps what was typed, instead of waiting silently.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) && failureCount < 2,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
