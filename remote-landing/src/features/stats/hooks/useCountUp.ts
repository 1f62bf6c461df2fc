import { theme } from '@lectern/shared-ui';
import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Counts from 0 up to `target` over `durationMs` on animation frames (ease-out), or jumps
 * straight to it for people who ask for reduced motion. Undefined target: stays at 0.
 */
export function useCountUp(target: number | undefined, durationMs = theme.durations.statsCountUpMs): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (target === undefined) return;
    if (prefersReducedMotion() || durationMs <= 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    setValue(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return value;
}
