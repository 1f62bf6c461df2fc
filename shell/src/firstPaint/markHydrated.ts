import { setHydrating } from '@lectern/shared-ui';

/**
 * Marks a prerendered #root as React's: from then on the loading animations of what it shows run.
 * index.html holds a prerendered page's animations still until then (on a phone every animated
 * frame competes with the scripts that make the page live). Called once the page's content is
 * hydrated, and when a remote fails instead (React then replaces the markup with its fallback).
 * A root without prerendered markup is left alone: nothing of it was held.
 */
export function markHydrated() {
  // In a task of its own: the effects of the hydrating render, which run after this one's, still
  // see the page as hydrating (shared-ui's hydrationPhase), so none forces a synchronous render.
  setTimeout(setHydrating, 0, false);
  const root = document.getElementById('root');
  if (root?.hasAttribute('data-prerendered') && !root.hasAttribute('data-hydrated')) root.setAttribute('data-hydrated', '');
}
