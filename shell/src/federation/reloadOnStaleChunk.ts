import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const GUARD_KEY = 'lectern:stale-chunk-reload';
const GUARD_WINDOW_MS = 30_000;

function isStaleChunk(error: unknown): boolean {
  const text = String((error as Error)?.message ?? error);
  return /ChunkLoadError|Loading (css )?chunk .+ failed/i.test(text);
}

/**
 * After a remote is redeployed, a tab that still holds its old remoteEntry asks for chunks
 * that no longer exist. Reload once to pick up the new build; the guard stops a loop when
 * the remote is really broken, and the RemoteBoundary fallback takes over.
 */
export default function reloadOnStaleChunk(): ModuleFederationRuntimePlugin {
  return {
    name: 'lectern-reload-on-stale-chunk',
    errorLoadRemote({ error }) {
      if (!isStaleChunk(error)) return undefined;
      const last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
      if (Date.now() - last > GUARD_WINDOW_MS) {
        sessionStorage.setItem(GUARD_KEY, String(Date.now()));
        window.location.reload();
      }
      return undefined;
    },
  };
}
