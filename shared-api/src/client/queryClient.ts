import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { confirmSession, sessionStore } from '../session/sessionStore.ts';
import { ApiError } from './apiError.ts';

/**
 * A read or a change refused for want of a session while the page thinks it has one: the session
 * may have ended (signed out on another device, a password changed after a stolen phone). The
 * server is asked; when it says nobody is signed in, the remembered person is forgotten and the
 * page's guard sends them to sign-in with `next` kept. A 401 that is not about the session (a
 * wrong current password) leaves them signed in: the server says they still are.
 */
function onUnauthorized(error: Error): void {
  if (error instanceof ApiError && error.statusCode === 401 && sessionStore.getState().status === 'signedIn') void confirmSession();
}

/**
 * The one QueryClient the shell creates. Client errors (4xx) are not retried. Reads wait for the
 * network while offline (the lists show what was last seen meanwhile: lastSeen.ts); changes
 * (upload, like, save, report, review) are tried at once, so offline they fail with a message
 * saying a connection is needed, and the form keeps what was typed, instead of waiting silently.
 * A read or change answered 401 while signed in checks the session (which then signs out if it ended).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({ onError: onUnauthorized }),
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
