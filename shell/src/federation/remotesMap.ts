// The remotes the shell knows by name come from the contract (the server reads the same list);
// where each lives is decided at run time. The contract entry, not the package index: this
// runs before the federation runtime shares anything.
import { REMOTE_NAMES, type RemoteName } from '@lectern/shared-api/contract';

export type RemotesMap = Partial<Record<RemoteName, string>>;

declare global {
  interface Window {
    __LECTERN_REMOTES__?: RemotesMap;
  }
}

/**
 * The server inlines the map into index.html to save a round trip; any other host serves
 * /remotes.json. A missing map leaves every remote unregistered, so each shows its fallback.
 */
export async function readRemotesMap(): Promise<RemotesMap> {
  if (window.__LECTERN_REMOTES__) return window.__LECTERN_REMOTES__;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as RemotesMap) : {};
  } catch {
    return {};
  }
}

/** Manifest URLs may be relative to the page; the federation runtime wants absolute ones. */
export function toRemoteEntries(map: RemotesMap, base: string) {
  return REMOTE_NAMES.filter((name) => typeof map[name] === 'string' && map[name]).map((name) => ({
    name,
    entry: new URL(map[name] as string, base).href,
  }));
}
