// Its own module so the shell's entry, which needs only these names before anything is shared,
// bundles nothing else of the contract.

/** The remotes the shell loads by name (REMOTE_<NAME>_URL on the server, the remotes map in the shell). */
export const REMOTE_NAMES = ['landing', 'auth', 'student', 'management'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const PAGE_PREFIXES: Array<[RegExp, RemoteName]> = [
  [/^\/$/, 'landing'],
  [/^\/policies(\/|$)/, 'landing'],
  [/^\/auth(\/|$)/, 'auth'],
  [/^\/dashboard(\/|$)/, 'student'],
  [/^\/material(\/|$)/, 'student'],
  [/^\/management(\/|$)/, 'management'],
];

/** Which remote renders a page path (the server preloads its files; the shell counts its views), or null. */
export function remoteForPath(path: string): RemoteName | null {
  return PAGE_PREFIXES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
