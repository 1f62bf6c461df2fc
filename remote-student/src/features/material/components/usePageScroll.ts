import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { pageAt, pageInView, type PageSpan } from '../pdf/pageInView.ts';

/** Space above each page in the scroll box (CSS px): going to a page shows its top edge. */
export const PAGE_GAP = 8;

/** Where the reader is: a page, and how far down it the top of the view stands (in its heights). */
interface Spot {
  page: number;
  fraction: number;
}

/**
 * The page the reader is on in a scroll box (`frameRef`) of pages, each a child with
 * `data-page`: followed as they scroll, moved to by `goTo`, and kept in view whenever the pages
 * change size (`relayout`: a zoom, the column's width, full screen, the box shown again after the
 * text view; `aspectOf`: the pages' shapes read), by putting the same spot of the same page at
 * the top.
 */
export function usePageScroll(
  frameRef: RefObject<HTMLDivElement | null>,
  pages: number,
  initialPage: number,
  relayout: readonly unknown[],
  aspectOf: (page: number) => number,
) {
  const [page, setPage] = useState(initialPage);
  const pageRef = useRef(page);
  pageRef.current = page;
  const spot = useRef<Spot>({ page: initialPage, fraction: 0 });

  const spanOf = useCallback(
    (frame: HTMLDivElement) =>
      (number: number): PageSpan => {
        const sheet = frame.querySelector<HTMLElement>(`:scope > [data-page="${Math.min(Math.max(1, number), pages)}"]`);
        if (!sheet) return { top: 0, height: 0 };
        const box = sheet.getBoundingClientRect();
        return { top: box.top - frame.getBoundingClientRect().top - frame.clientTop + frame.scrollTop, height: box.height };
      },
    [pages],
  );

  const restore = useCallback(() => {
    const frame = frameRef.current;
    // Hidden (the text view): nothing is laid out; the spot is put back once it shows again.
    if (!frame || frame.clientHeight === 0) return;
    const span = spanOf(frame)(spot.current.page);
    frame.scrollTop = Math.max(0, span.top - PAGE_GAP + spot.current.fraction * span.height);
  }, [frameRef, spanOf]);

  // Putting the spot back reads the layout, which makes the browser lay out the whole book at
  // once, in the same task as the render. When only the pages' shapes changed, and none of them
  // at or above the spot (page 1 drawn, the pages below it read), the spot has not moved: the
  // layout is left for the browser to do when it paints.
  const restored = useRef<{ relayout: readonly unknown[]; aspectOf: (page: number) => number } | null>(null);
  useLayoutEffect(() => {
    const before = restored.current;
    restored.current = { relayout, aspectOf };
    if (before && sameValues(before.relayout, relayout) && !shapesChangedUpTo(before.aspectOf, aspectOf, Math.min(spot.current.page, pages))) return;
    restore();
    // `relayout` is compared value by value above, not by the array's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restore, aspectOf, ...relayout]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let queued = 0;
    const follow = () => {
      queued = 0;
      if (frame.clientHeight === 0) return;
      setPage(pageInView(pages, spanOf(frame), { top: frame.scrollTop, height: frame.clientHeight }, pageRef.current));
    };
    const onScroll = () => {
      if (frame.clientHeight === 0) return;
      // The spot is kept at once: pages resized in the next moment (a zoom, their shapes read) must
      // keep where the reader scrolled to, not where they were before.
      const measure = spanOf(frame);
      const top = frame.scrollTop;
      const at = pageAt(pages, measure, top + PAGE_GAP);
      const span = measure(at);
      spot.current = { page: at, fraction: span.height > 0 ? (top + PAGE_GAP - span.top) / span.height : 0 };
      // The counter once a frame, however many scroll events the browser sends.
      if (!queued) queued = requestAnimationFrame(follow);
    };
    frame.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      frame.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(queued);
    };
  }, [frameRef, pages, spanOf]);

  /** Scrolls the box to page `to`'s top (Previous, Next, a link's page), and the counter says so at once. */
  const goTo = useCallback(
    (to: number) => {
      spot.current = { page: to, fraction: 0 };
      setPage(to);
      restore();
    },
    [restore],
  );

  return { page, goTo };
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** Whether any page from 1 to `last` has another shape under `now` than under `before`. */
function shapesChangedUpTo(before: (page: number) => number, now: (page: number) => number, last: number): boolean {
  if (before === now) return false;
  for (let page = 1; page <= last; page += 1) if (before(page) !== now(page)) return true;
  return false;
}
