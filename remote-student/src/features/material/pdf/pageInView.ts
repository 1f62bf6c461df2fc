// Which page the reader is on, in a scroll box of pages standing one under another: found by
// halving (the boxes stand in order), so a 500-page material costs a few measurements a scroll.

/** A page's box in the scroll box's content: CSS px from its top. */
export interface PageSpan {
  top: number;
  height: number;
}

/** Measures page `page`'s box (1-based). */
export type SpanOf = (page: number) => PageSpan;

/** The first page whose box ends below `y` (the last page when none does). */
export function pageAt(pages: number, spanOf: SpanOf, y: number): number {
  let low = 1;
  let high = Math.max(1, pages);
  while (low < high) {
    const middle = (low + high) >> 1;
    const span = spanOf(middle);
    if (span.top + span.height <= y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The page the counter shows for the view `top`..`top + height`: the page most in view; but the
 * `current` page while it is still wholly in view, or as much in view as any other (so "Next" to
 * the last, short page keeps saying so though the page above shows as much of itself).
 */
export function pageInView(pages: number, spanOf: SpanOf, view: PageSpan, current: number): number {
  const bottom = view.top + view.height;
  let best = current;
  let bestShown = -1;
  let currentShown = -1;
  for (let page = pageAt(pages, spanOf, view.top); page <= pages; page += 1) {
    const span = spanOf(page);
    if (span.top >= bottom) break;
    const shown = Math.min(bottom, span.top + span.height) - Math.max(view.top, span.top);
    if (page === current) {
      if (shown >= span.height - 1) return current;
      currentShown = shown;
    }
    if (shown > bestShown + 0.5) {
      best = page;
      bestShown = shown;
    }
  }
  return currentShown >= bestShown - 0.5 ? current : best;
}

/**
 * The pages to draw: the one the reader is on, then those near the view (`near`) closest to it
 * first, at most `max` in all, so a cheap phone holds only a few drawn canvases however far the
 * reader scrolls.
 */
export function pagesToDraw(near: ReadonlySet<number>, current: number, max: number): ReadonlySet<number> {
  const others = [...near].filter((page) => page !== current).sort((a, b) => Math.abs(a - current) - Math.abs(b - current) || a - b);
  return new Set([current, ...others.slice(0, Math.max(0, max - 1))]);
}
