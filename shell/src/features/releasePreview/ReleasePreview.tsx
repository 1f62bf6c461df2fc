import { Suspense, lazy } from 'react';
import { RELEASE_PREVIEW_GLOBAL, type ReleasePreview as Preview } from '@lectern/shared-api/contract';
import { useHydrated } from '@lectern/shared-ui';

declare global {
  interface Window {
    /** Set by the server on the pages of an admin previewing a release for themselves (RELEASE_PREVIEW_GLOBAL). */
    __LECTERN_PREVIEW__?: Preview;
  }
}

// Its own chunk: nobody who is not previewing downloads it.
const PreviewBar = lazy(() => import(/* webpackChunkName: "release-preview" */ './PreviewBar.tsx'));

/**
 * The preview bar at the top of every page while an admin previews a release. Not in the render
 * that hydrates a prerendered page (that markup has no bar), so it comes just after.
 */
export function ReleasePreview() {
  const hydrated = useHydrated();
  const preview = window[RELEASE_PREVIEW_GLOBAL];
  if (!hydrated || !preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBar preview={preview} />
    </Suspense>
  );
}
