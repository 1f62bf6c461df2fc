import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onDismiss` while `active` when the person presses Escape or presses the pointer
 * outside `ref`'s element: the closing rules of popovers, menus and suggestion lists.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: (reason: 'escape' | 'outside') => void) {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: Event) => {
      const root = ref.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) latest.current('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, ref]);
}
