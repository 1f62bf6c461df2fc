import { Suspense, lazy, useEffect, useState } from 'react';
import { isToastifyRequested, loadToastify, onToastifyRequested } from './toastLoader.ts';

const ToastContainerLazy = lazy(() => loadToastify().then(() => import('./ToastContainerLazy.tsx')));

/** One per app (the shell renders it). Renders nothing until the first toast is sent. */
export function ToastHost() {
  const [needed, setNeeded] = useState(isToastifyRequested);
  useEffect(() => onToastifyRequested(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  );
}
