import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratorApplication, ModeratorApplicationInput, SessionUser } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
// The main entry's store: this file ships in the `./student` entry, which each remote bundles,
// and only the main entry is the federation's shared singleton (the one the shell reads).
import { sessionStore } from '@lectern/shared-api';

// A student's application to moderate (contract moderators.ts): send one, and read the latest.

export const moderatorApplicationKeys = {
  all: ['moderator-applications'] as const,
  mine: () => ['moderator-applications', 'mine'] as const,
};

/** GET /moderator-applications/mine: the person's latest application, or null when they never applied. */
export const fetchMyModeratorApplication = (signal?: AbortSignal) =>
  apiRequest<ModeratorApplication | null>('/moderator-applications/mine', { signal });

export const myModeratorApplicationQuery = () =>
  queryOptions({ queryKey: moderatorApplicationKeys.mine(), queryFn: ({ signal }) => fetchMyModeratorApplication(signal) });

export const useMyModeratorApplication = () => useQuery(myModeratorApplicationQuery());

/**
 * POST /moderator-applications: answered with the pending application; a moderator, an admin or
 * someone already waiting gets a 409 CONFLICT, bad fields a 400 with `errors`.
 */
export const applyToModerate = (body: ModeratorApplicationInput) =>
  apiRequest<ModeratorApplication>('/moderator-applications', { method: 'POST', body });

/** The answer is the application the settings page shows next, so it goes straight into the cache. */
export function useApplyToModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToModerate,
    onSuccess: (application) => queryClient.setQueryData(moderatorApplicationKeys.mine(), application),
  });
}

/**
 * Reads the signed-in person again after an admin approved their application: the server
 * changed their role, and the session here still holds the old one. A failure keeps the
 * session as it is (unlike hydrateSession, which would sign the person out).
 */
export async function refreshSessionUser(): Promise<void> {
  const user = await apiRequest<SessionUser>('/user/profile');
  sessionStore.getState().signedIn(user);
}
