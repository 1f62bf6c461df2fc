import { Suspense, lazy, useEffect, useState } from 'react';
import { isToastifyRequested, loadToastify, onToastifyRequested } from './toastLoader.ts';

const ToastContainerLazy = lazy(() => loadToastify().then(() => import('./ToastContainerLazy.tsx')));

/** One per app (the shell renders it). Renders nothing until the first toast is sent. */
export function ToastHost() {
  const [needed, setNeeded] = useState(isToastifyRequested);
  useEffect(() => {
    const unsubscribe = onToastifyRequested(() => setNeeded(true));
    // A toast sent by an effect of the same first render came before this subscription.
    if (isToastifyRequested()) setNeeded(true);
    return unsubscribe;
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  );
}
