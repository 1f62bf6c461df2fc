import type { RemoteName } from '../platform/config.ts';

export type RemotesMap = Record<RemoteName, string>;

/** Origins of remotes hosted elsewhere; same-origin (path) URLs need no CSP entry. */
export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = Object.values(remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
