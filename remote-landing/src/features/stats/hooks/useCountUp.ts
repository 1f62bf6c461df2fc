import { theme } from '@lectern/shared-ui';
import { useEffect, useRef } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Counts the text of the element the returned ref is given from `format(0)` up to
 * `format(target)` over `durationMs` on animation frames (ease-out), or jumps straight to it for
 * people who ask for reduced motion. Render `format(0)` in that element.
 *
 * Each frame's figure is written into the element, not rendered: re-rendering on every frame of
 * the 1.4 s count made about 80 React renders, more main-thread work on a slow phone than
 * hydrating the rest of the landing page.
 */
export function useCountUp<T extends HTMLElement>(target: number, format: (value: number) => string, durationMs = theme.durations.statsCountUpMs) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const show = (value: number) => {
      if (ref.current) ref.current.textContent = format(value);
    };
    if (prefersReducedMotion() || durationMs <= 0) {
      show(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      show(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    show(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, format, durationMs]);

  return ref;
}
