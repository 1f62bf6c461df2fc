// The reader's zoom: a share of the column's width (1 = the page fits the width, "100 %"). The
// page is drawn again by pdf.js at every zoom the reader settles on, so text stays sharp.

/** The steps Zoom in and Zoom out move between. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4] as const;
export const ZOOM_MIN = ZOOM_STEPS[0];
export const ZOOM_MAX = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
/** Fit to width. */
export const ZOOM_FIT = 1;

/** A zoom kept within the range, rounded to whole per cent (a pinch lands anywhere between the steps). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_FIT;
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 100) / 100;
}

/** The next step above `zoom` (Zoom in), or the largest. */
export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 0.001) ?? ZOOM_MAX;
}

/** The next step below `zoom` (Zoom out), or the smallest. */
export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.001) ?? ZOOM_MIN;
}

/** "125 %", as the reader shows it. */
export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)} %`;
}

/**
 * Where a scroll box must scroll to after zooming from `from` to `to` for the point `anchor`
 * CSS px from its left edge (a pinch's middle, or the box's centre) to stay under the same spot.
 */
export function anchoredScroll(scrollLeft: number, anchor: number, from: number, to: number): number {
  return Math.max(0, ((scrollLeft + anchor) * to) / from - anchor);
}

/** Distance between two touches, in CSS px. */
export function touchDistance(a: { clientX: number; clientY: number }, b: { clientX: number; clientY: number }): number {
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}
