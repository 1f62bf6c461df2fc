import { useEffect, useState, type RefObject } from 'react';

export interface SidewaysOverflow {
  /** The content is wider than its box. */
  overflows: boolean;
  /** More of it to the left / to the right of what is shown. */
  moreBefore: boolean;
  moreAfter: boolean;
}

const NONE: SidewaysOverflow = { overflows: false, moreBefore: false, moreAfter: false };

/**
 * Whether a scrolling box holds more than it shows, and on which side: measured when it scrolls,
 * when it or its content changes size (new rows, a wider window), so the cue follows the box.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [state, setState] = useState(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      // Right-to-left pages scroll with a negative scrollLeft.
      const scrolled = Math.abs(box.scrollLeft);
      const next = { overflows: hidden > 1, moreBefore: hidden > 1 && scrolled > 1, moreAfter: hidden > 1 && scrolled < hidden - 1 };
      setState((last) => (last.overflows === next.overflows && last.moreBefore === next.moreBefore && last.moreAfter === next.moreAfter ? last : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}
