// Preview images made at upload (docs/architecture.md): a PDF's first page rendered with pdf.js on
// @napi-rs/canvas (and its page count). An uploader's own cover image is domain/images' work;
// either way the preview is a WebP of domain/images' size.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, WEBP_QUALITY } from '../images/index.ts';

/** The file is not a PDF that pdf.js can open (damaged, encrypted, or not a PDF at all). */
export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsLoading: Promise<PdfJs> | undefined;

// pdf.js is large: loaded on the first PDF, once. In Node it runs its "worker" in this
// thread; handing it the worker module here spares it a dynamic import of a relative path.
// The minified builds (the same code, shipped by pdfjs-dist for production): their 1.8 MB of
// source instead of 3.4 MB make the loaded library cost the server about 13 MB instead of 19
// (measured), most of what the first PDF upload adds beyond the upload itself.
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.min.mjs');
  })();
  return pdfjsLoading;
}

// The 14 standard fonts (Helvetica, Times...) that PDFs name without embedding them.
const STANDARD_FONTS_DIR = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

/** pdf.js asks for the file in pieces of this size. */
const RANGE_CHUNK_BYTES = 64 * 1024;

/**
 * The file as pdf.js's range transport: it reads the pieces it needs (the cross-reference table
 * at the end, the first page's objects) from disk as it goes, so a 20 MB upload costs a few
 * pieces of memory rather than copies of the whole file.
 */
function fileRanges(pdfjs: PdfJs, file: fs.promises.FileHandle, size: number, failed: () => void) {
  const transport = new pdfjs.PDFDataRangeTransport(size, new Uint8Array(0));
  transport.requestDataRange = (begin: number, end: number) => {
    const chunk = new Uint8Array(Math.max(0, Math.min(end, size) - begin));
    file.read(chunk, 0, chunk.length, begin).then(
      () => transport.onDataRange(begin, chunk),
      failed,
    );
  };
  return transport;
}

export interface PdfPreview {
  pages: number;
  /** The first page as WebP; null when not asked for (the uploader gave an image). */
  image: Buffer | null;
}

/**
 * Page count and (with `render`) first-page image of a PDF; throws UnreadablePdfError when
 * pdf.js cannot open it.
 */
export async function renderPdfPreview(filePath: string, { render = true }: { render?: boolean } = {}): Promise<PdfPreview> {
  const pdfjs = await loadPdfJs();
  const file = await fs.promises.open(filePath, 'r');
  const { size } = await file.stat();
  // A piece that cannot be read ends the loading (or rendering) with an error.
  const task = pdfjs.getDocument({
    range: fileRanges(pdfjs, file, size, () => void task.destroy()),
    length: size,
    rangeChunkSize: RANGE_CHUNK_BYTES,
    // Only the ranges the page count and first page need are read, never the whole file.
    disableAutoFetch: true,
    disableStream: true,
    // Fonts are never compiled to functions: the file is untrusted.
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    await file.close();
    throw new UnreadablePdfError(error instanceof Error ? error.message : 'unreadable PDF');
  }
  try {
    if (document.numPages < 1) throw new UnreadablePdfError('no pages');
    if (!render) return { pages: document.numPages, image: null };
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: IMAGE_MAX_WIDTH / natural.width });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.min(IMAGE_MAX_HEIGHT, Math.round(viewport.height))));
    const context = canvas.getContext('2d');
    // Pages without a background would come out transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return { pages: document.numPages, image: await canvas.encode('webp', WEBP_QUALITY) };
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw error;
    throw new UnreadablePdfError(error instanceof Error ? error.message : 'unrenderable PDF');
  } finally {
    await document.destroy();
    await file.close();
  }
}
