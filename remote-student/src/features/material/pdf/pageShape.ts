// The viewer's box before pdf.js has read a page: page 1's shape as the server measured it
// (Material.pageAspect), so nothing below the viewer moves when the page is drawn.

/** A4 portrait (842 × 595 points), the common page: the box for a file whose shape is not known. */
export const A4_PORTRAIT_ASPECT = 842 / 595;

// A hostile or odd file (a 1 × 5000 point strip) must not make a box taller than a few screens.
const MIN_ASPECT = 0.25;
const MAX_ASPECT = 4;

/** Height / width of the box to reserve for a page of this shape (null or unknown: A4 portrait). */
export function reservedAspect(pageAspect: number | null | undefined): number {
  if (typeof pageAspect !== 'number' || !Number.isFinite(pageAspect) || pageAspect <= 0) return A4_PORTRAIT_ASPECT;
  return Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, pageAspect));
}

/** The CSS `aspect-ratio` (width / height) of a box `aspect` (height / width) tall. */
export function cssAspectRatio(aspect: number): string {
  return `1000 / ${Math.round(aspect * 1000)}`;
}
