import type { RemoteName } from '../platform/config.ts';

/** Each remote's mf-manifest.json; a remote left out shows its fallback. */
export type RemotesMap = Partial<Record<RemoteName, string>>;

/** Origins of remotes hosted elsewhere; same-origin (path) URLs need no CSP entry. */
export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = Object.values(remotes)
    .filter((url): url is string => url !== undefined && /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
