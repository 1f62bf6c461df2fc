import { useCallback, useSyncExternalStore } from 'react';
import { useAsServer } from '@lectern/shared-ui';

const matches = (query: string) => typeof globalThis.matchMedia === 'function' && globalThis.matchMedia(query).matches;

/**
 * Whether a media query matches now, following changes (false where matchMedia is missing).
 * Markup made on the server, and the render that hydrates it, take it as not matching (the
 * server cannot see the screen); the browser's next render has the real answer. Here, not in
 * shared-ui: only the student area asks, and a shared package's every export costs every page.
 */
export function useMediaQuery(query: string): boolean {
  const asServer = useAsServer();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof globalThis.matchMedia !== 'function') return () => {};
      const list = globalThis.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => !asServer && matches(query), () => false);
}
