// Releases of the remotes (admins, docs/releases.md): GET /releases for every remote's current,
// candidate and recent releases with the audit trail; promote, roll back, start and end a canary,
// preview a release for oneself; and the deploy keys teams publish with.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CanaryInput,
  DeployKey,
  DeployKeyInput,
  NewDeployKey,
  ReleaseChoice,
  ReleasePreview,
  ReleasesOverview,
  RemoteName,
  RemoteReleases,
} from '../contract/index.ts';
import { ApiError } from '../client/apiError.ts';
import { apiRead, apiRequest } from '../client/http.ts';

/** Generic to specific. The deploy keys are their own list: a change of a release never moves them. */
export const releaseKeys = {
  all: ['releases'] as const,
  overview: () => ['releases', 'overview'] as const,
};

export const deployKeyKeys = {
  all: ['deploy-keys'] as const,
  list: () => ['deploy-keys', 'list'] as const,
};

const remotePath = (remote: RemoteName, rest: string) => `/releases/${encodeURIComponent(remote)}/${rest}`;

export const promoteRelease = (remote: RemoteName, body: ReleaseChoice) =>
  apiRequest<RemoteReleases>(remotePath(remote, 'promote'), { method: 'POST', body });

export const rollbackRelease = (remote: RemoteName) => apiRequest<RemoteReleases>(remotePath(remote, 'rollback'), { method: 'POST' });

export const startCanary = (remote: RemoteName, body: CanaryInput) =>
  apiRequest<RemoteReleases>(remotePath(remote, 'canary'), { method: 'PUT', body });

export const endCanary = (remote: RemoteName) => apiRequest<RemoteReleases>(remotePath(remote, 'canary'), { method: 'DELETE' });

export const previewRelease = (remote: RemoteName, body: ReleaseChoice) =>
  apiRequest<ReleasePreview>(remotePath(remote, 'preview'), { method: 'POST', body });

export const stopReleasePreview = () => apiRequest<null>('/releases/preview', { method: 'DELETE' });

export const fetchDeployKeys = (signal?: AbortSignal) => apiRequest<DeployKey[]>('/deploy-keys', { signal });

export const createDeployKey = (body: DeployKeyInput) => apiRequest<NewDeployKey>('/deploy-keys', { method: 'POST', body });

export const revokeDeployKey = (id: string) => apiRequest<DeployKey>(`/deploy-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const releasesOverviewQuery = () => queryOptions({ queryKey: releaseKeys.overview(), ...apiRead<ReleasesOverview>('/releases') });

export const useReleasesOverview = () => useQuery(releasesOverviewQuery());

/**
 * What changed is known at once: the answer is the remote's new releases, put in place of the old
 * ones; the overview is then asked again for the rest (the audit trail). A refusal because the page
 * was out of date (404 a release gone, 409 already current, no canary, pruned) asks again too.
 */
function useReleaseChange<V extends { remote: RemoteName }>(change: (variables: V) => Promise<RemoteReleases>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (remote) => {
      client.setQueryData<ReleasesOverview>(releaseKeys.overview(), (overview) =>
        overview ? { ...overview, remotes: overview.remotes.map((entry) => (entry.remote === remote.remote ? remote : entry)) } : overview,
      );
      void client.invalidateQueries({ queryKey: releaseKeys.all });
    },
    onError: (error) => refreshWhenStale(client, error),
  });
}

function refreshWhenStale(client: QueryClient, error: unknown) {
  if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 409)) void client.invalidateQueries({ queryKey: releaseKeys.all });
}

/** Make a release its remote's current one (a canary of it ends). */
export const usePromoteRelease = () => useReleaseChange(({ remote, release }: { remote: RemoteName } & ReleaseChoice) => promoteRelease(remote, { release }));

/** Back to the release that was current before (`previous`). */
export const useRollbackRelease = () => useReleaseChange(({ remote }: { remote: RemoteName }) => rollbackRelease(remote));

/** Serve a release to `percent` % of people beside the current one; a running canary is replaced. */
export const useStartCanary = () =>
  useReleaseChange(({ remote, release, percent }: { remote: RemoteName } & CanaryInput) => startCanary(remote, { release, percent }));

export const useEndCanary = () => useReleaseChange(({ remote }: { remote: RemoteName }) => endCanary(remote));

/**
 * See the site on one release of one remote, for oneself alone (a cookie). The release is chosen
 * when a page loads, so the caller then loads a page of that remote in full; nothing here to refresh.
 */
export function usePreviewRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, release }: { remote: RemoteName } & ReleaseChoice) => previewRelease(remote, { release }),
    onError: (error) => refreshWhenStale(client, error),
  });
}

/** Stop previewing (the caller loads the page again: it then comes with the current releases). */
export const useStopReleasePreview = () => useMutation({ mutationFn: stopReleasePreview });

export const deployKeysQuery = () => queryOptions({ queryKey: deployKeyKeys.list(), queryFn: ({ signal }) => fetchDeployKeys(signal) });

export const useDeployKeys = () => useQuery(deployKeysQuery());

/** A new key for one remote's pipeline: the answer holds the key itself, the only time it is sent. */
export function useCreateDeployKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeployKey,
    onSuccess: () => void client.invalidateQueries({ queryKey: deployKeyKeys.all }),
  });
}

/** Revoke now; the list is asked again either way (a key already gone answers 404). */
export function useRevokeDeployKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeDeployKey,
    onSettled: () => void client.invalidateQueries({ queryKey: deployKeyKeys.all }),
  });
}
