// The one place pdf.js is loaded. Only the material page imports this, through import(),
// so pdf.js (and its worker, emitted by rspack as an asset from the URL below) never weighs
// on any other page.
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { nextTask } from './nextTask.ts';

export type PdfDocument = Pick<PDFDocumentProxy, 'numPages' | 'getPage' | 'destroy'>;

/**
 * Opens a PDF: from the API (a URL), or from the bytes kept on this device (a material kept
 * offline), which pdf.js then reads, every page, without the network.
 */
export async function openPdf(source: string | Uint8Array): Promise<PdfDocument> {
  const pdfjs = await import('pdfjs-dist');
  // Running pdf.js's module and starting its worker are each a task of their own: on a phone
  // the two together held the main thread past what counts as a long task.
  await nextTask();
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
  // pdf.js hands the bytes over to its worker: they are this call's own (read afresh from the device).
  if (typeof source !== 'string') return pdfjs.getDocument({ data: source }).promise;
  // Same-origin call with the session cookie, like every other call to the API.
  return pdfjs.getDocument({ url: source, withCredentials: true }).promise;
}

/**
 * Pixels a canvas may hold: beyond about 16 million, iPhone Safari draws nothing and other
 * browsers grow slow. A page zoomed that far is drawn at a lower pixel ratio instead.
 */
export const MAX_CANVAS_PIXELS = 16_000_000;

/** Device pixels per CSS pixel for a page `cssWidth` × `cssHeight`: the screen's (at most 2), less when the canvas would be too big. */
export function pixelRatioFor(cssWidth: number, cssHeight: number): number {
  const screen = Math.min(window.devicePixelRatio || 1, 2);
  return Math.min(screen, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight)));
}

export interface DrawOptions {
  /**
   * The canvas already shows this page (the reader zoomed, or the column changed width): it is
   * drawn off screen and copied over once done, so the page never blinks blank while pdf.js works.
   */
  keepShown?: boolean;
}

/**
 * Draws page `pageNumber` into `canvas`, as wide as `cssWidth` CSS pixels, sharp on dense
 * screens; the canvas's CSS box is the viewer's (it fits the page into it). Returns the page's
 * height / width. `signal` stops it: pdf.js refuses a second render into a canvas still being
 * drawn, so a reader who turns the page before page 1 is drawn must stop that drawing first.
 */
export async function drawPage(
  doc: PdfDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  signal: AbortSignal,
  { keepShown = false }: DrawOptions = {},
): Promise<number> {
  const page = await doc.getPage(pageNumber);
  signal.throwIfAborted();
  const base = page.getViewport({ scale: 1 });
  const cssScale = cssWidth / base.width;
  const pixelRatio = pixelRatioFor(cssWidth, base.height * cssScale);
  const viewport = page.getViewport({ scale: cssScale * pixelRatio });
  const target = keepShown ? document.createElement('canvas') : canvas;
  target.width = Math.floor(viewport.width);
  target.height = Math.floor(viewport.height);
  const task = page.render({ canvas: target, viewport });
  // Cancelling frees the canvas at once (and rejects the task's promise).
  const cancel = () => task.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  if (target !== canvas) {
    // Sizing a canvas clears it: done only now, with the new drawing ready to copy in.
    canvas.width = target.width;
    canvas.height = target.height;
    canvas.getContext('2d')?.drawImage(target, 0, 0);
  }
  return base.height / base.width;
}
