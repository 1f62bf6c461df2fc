import type { RemoteName } from '../platform/config.ts';

export type RemotesMap = Record<RemoteName, string>;

/** Origins of remotes hosted elsewhere; same-origin (path) URLs need no CSP entry. */
export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = Object.values(remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

const PREFIXES: Array<[RegExp, RemoteName]> = [
  [/^\/$/, 'landing'],
  [/^\/auth(\/|$)/, 'auth'],
  [/^\/dashboard(\/|$)/, 'student'],
  [/^\/material(\/|$)/, 'student'],
  [/^\/management(\/|$)/, 'management'],
];

/** Which remote renders a page path, so its entry can be preloaded with the HTML. */
export function remoteForPath(path: string): RemoteName | null {
  return PREFIXES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
