import { Suspense, lazy, useEffect, useState } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { DismissToastsOnNavigation } from './DismissToastsOnNavigation.tsx';
import { isToastifyRequested, loadToastify, onToastifyRequested } from './toastLoader.ts';

const ToastContainerLazy = lazy(() => loadToastify().then(() => import('./ToastContainerLazy.tsx')));

/** Inside a router, a toast goes with the page it was sent on; outside one (a bare test), nothing watches. */
function DismissOnNavigationWhenRouted() {
  return useInRouterContext() ? <DismissToastsOnNavigation /> : null;
}

/**
 * One per app (LecternProviders renders it; the shell puts its router around them, so leaving a
 * page dismisses that page's toasts). Renders nothing until the first toast is sent.
 */
export function ToastHost() {
  const [needed, setNeeded] = useState(isToastifyRequested);
  useEffect(() => {
    const unsubscribe = onToastifyRequested(() => setNeeded(true));
    // A toast sent by an effect of the same first render came before this subscription.
    if (isToastifyRequested()) setNeeded(true);
    return unsubscribe;
  }, []);
  return (
    <>
      <DismissOnNavigationWhenRouted />
      {needed ? (
        <Suspense fallback={null}>
          <ToastContainerLazy />
        </Suspense>
      ) : null}
    </>
  );
}
