/**
 * What a toast must leave in view on a phone: the page's title, a form's main button, an inline
 * error (the toasts' own alerts aside) and a field marked wrong.
 */
export const KEEP_IN_VIEW = 'h1, form [type="submit"], [role="alert"], [aria-invalid="true"]';

export type ToastEdge = 'top' | 'bottom';

export interface ToastBands {
  viewportHeight: number;
  /** The toasts' height as they stand. */
  height: number;
  /** Kept free at the bottom (the phone's bottom bar) and at the top. */
  bottomClearance: number;
  topOffset: number;
}

type Box = { top: number; bottom: number };

/**
 * The edge where the toasts cover none of `boxes`: the bottom, where they are looked for, unless
 * they would cover something there and not at the top (a modal's Upload button at the foot of
 * the screen, with its error).
 */
export function clearEdge(boxes: readonly Box[], { viewportHeight, height, bottomClearance, topOffset }: ToastBands): ToastEdge {
  const covers = (from: number, to: number) => boxes.some((box) => box.bottom > from && box.top < to);
  if (!covers(viewportHeight - bottomClearance - height, viewportHeight - bottomClearance)) return 'bottom';
  return covers(topOffset, topOffset + height) ? 'bottom' : 'top';
}

/** The edge for the toasts in `region` now, from the page's layout: always the bottom above a phone's width. */
export function edgeOnScreen(region: HTMLElement, phoneQuery: string, bands: Omit<ToastBands, 'viewportHeight' | 'height'>): ToastEdge {
  // (Browsers without matchMedia, jsdom among them, keep the usual place.)
  if (!window.matchMedia?.(phoneQuery).matches) return 'bottom';
  const container = region.querySelector('.Toastify__toast-container');
  const height = container?.getBoundingClientRect().height ?? 0;
  if (!height) return 'bottom';
  const boxes = Array.from(document.querySelectorAll(KEEP_IN_VIEW))
    .filter((element) => !region.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.height > 0);
  return clearEdge(boxes, { viewportHeight: window.innerHeight, height, ...bands });
}
