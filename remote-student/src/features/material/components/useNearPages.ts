import { useEffect, useState, type RefObject } from 'react';

/**
 * The pages (children of the scroll box `frameRef` with `data-page`) within about one box's
 * height of its visible part: the ones worth drawing. Empty where the browser has no
 * IntersectionObserver (the reader then draws only the page it is on).
 */
export function useNearPages(frameRef: RefObject<HTMLDivElement | null>, pages: number): ReadonlySet<number> {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') return;
    const now = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = Number((entry.target as HTMLElement).dataset.page);
          if (entry.isIntersecting) now.add(page);
          else now.delete(page);
        }
        setNear(new Set(now));
      },
      // A box's height above and below what shows: drawn before the reader scrolls to it.
      { root: frame, rootMargin: '100% 0px' },
    );
    frame.querySelectorAll(':scope > [data-page]').forEach((sheet) => observer.observe(sheet));
    return () => observer.disconnect();
  }, [frameRef, pages]);
  return near;
}
