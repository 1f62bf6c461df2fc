// The one place pdf.js is loaded. Only the material page imports this, through import(),
// so pdf.js (and its worker, emitted by rspack as an asset from the URL below) never weighs
// on any other page.
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type PdfDocument = Pick<PDFDocumentProxy, 'numPages' | 'getPage' | 'destroy'>;

/**
 * Opens a PDF: from the API (a URL), or from the bytes kept on this device (a material kept
 * offline), which pdf.js then reads, every page, without the network.
 */
export async function openPdf(source: string | Uint8Array): Promise<PdfDocument> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
  // pdf.js hands the bytes over to its worker: they are this call's own (read afresh from the device).
  if (typeof source !== 'string') return pdfjs.getDocument({ data: source }).promise;
  // Same-origin call with the session cookie, like every other call to the API.
  return pdfjs.getDocument({ url: source, withCredentials: true }).promise;
}

/**
 * Draws page `pageNumber` into `canvas`, as wide as `cssWidth` CSS pixels, sharp on dense
 * screens; the canvas's CSS box is the viewer's (it fits the page into it). Returns the page's
 * height / width. `signal` stops it: pdf.js refuses a second render into a canvas still being
 * drawn, so a reader who turns the page before page 1 is drawn must stop that drawing first.
 */
export async function drawPage(doc: PdfDocument, pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number, signal: AbortSignal): Promise<number> {
  const page = await doc.getPage(pageNumber);
  signal.throwIfAborted();
  const base = page.getViewport({ scale: 1 });
  const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * pixelRatio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const task = page.render({ canvas, viewport });
  // Cancelling frees the canvas at once (and rejects the task's promise).
  const cancel = () => task.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  return base.height / base.width;
}
