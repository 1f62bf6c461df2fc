import { useCallback, useEffect, useState, type RefObject } from 'react';

type Mode = 'off' | 'native' | 'overlay';

export interface FullScreen {
  on: boolean;
  /** Shown as a fixed overlay over the page: the browser has no Fullscreen API for elements (iPhone Safari). */
  overlay: boolean;
  enter: () => void;
  exit: () => void;
}

/**
 * Full screen for one element: the Fullscreen API where the browser has it (the browser's own
 * Escape leaves it), else the element laid over the whole viewport, which Escape also leaves and
 * under which the page does not scroll.
 */
export function useFullScreen(ref: RefObject<HTMLElement | null>): FullScreen {
  const [mode, setMode] = useState<Mode>('off');

  useEffect(() => {
    // Left by the browser (Escape, the system's gesture) as well as by Exit full screen.
    const onChange = () => setMode((now) => (ref.current && document.fullscreenElement === ref.current ? 'native' : now === 'native' ? 'off' : now));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEffect(() => {
    if (mode !== 'overlay') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode('off');
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [mode]);

  // Leaving the page in full screen leaves full screen.
  useEffect(
    () => () => {
      if (ref.current && document.fullscreenElement === ref.current) void document.exitFullscreen().catch(() => undefined);
    },
    [ref],
  );

  const enter = useCallback(() => {
    const element = ref.current;
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      // Refused (a browser setting, an iframe without permission): the overlay instead.
      element.requestFullscreen().catch(() => setMode('overlay'));
      return;
    }
    setMode('overlay');
  }, [ref]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setMode('off');
  }, []);

  return { on: mode !== 'off', overlay: mode === 'overlay', enter, exit };
}
