// Reads a PDF in a child process (pdf-worker.mjs, platform/child-task.ts) with a time limit and
// a heap limit: a PDF that stalls pdf.js, or fills its memory, costs that process, never the API.
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, WEBP_QUALITY } from '../../images/index.ts';
import { runChildTask, type ChildTaskLimits } from '../../../platform/child-task.ts';
import { DocumentFailure } from '../failure.ts';

export interface PdfLimits extends ChildTaskLimits {  /** Text is read from at most this many pages... */
  maxTextPages: number;
  /** ...and at most this many characters in all (PostgreSQL's tsvector must stay under 1 MB). */
  maxTextChars: number;
}

export const PDF_LIMITS: PdfLimits = { timeoutMs: 60_000, heapMb: 512, maxTextPages: 500, maxTextChars: 400_000 };

export interface PdfContents {
  pages: number;
  /** Page 1's height / width after its own rotation (pdf.js `getViewport({ scale: 1 })`); null if it has no area. */
  aspect: number | null;
  /** The first page as WebP, when asked for. */
  image: Buffer | null;
  /** Each page's text, from page 1, up to the caps. */
  texts: string[];
  /** Pages without text drawn as PNGs for OCR (when asked), in page order. */
  ocrImages: OcrImage[];
}

export interface OcrImage {
  /** 1 for the first page. */
  page: number;
  file: string;
}

/** Which pages without text to draw for OCR, and how (pdf-worker.mjs renderForOcr). */
export interface OcrRender {
  /** An empty folder the images are written to. */
  dir: string;
  maxPages: number;
  dpi: number;
  maxSide: number;
  /** No page is drawn once the reader has been at work this long, so it stays within its own time limit. */
  budgetMs: number;
}

type WorkerAnswer = { failure: string } | { pages: number; aspect: number | null; image: Uint8Array | null; texts: string[]; ocrImages: OcrImage[] };

const WORKER = fileURLToPath(new URL('./pdf-worker.mjs', import.meta.url));

export async function analysePdf(file: string, { render, ocr = null }: { render: boolean; ocr?: OcrRender | null }, limits: PdfLimits = PDF_LIMITS): Promise<PdfContents> {
  const outcome = await runChildTask<WorkerAnswer>(
    WORKER,
    { file, render, width: IMAGE_MAX_WIDTH, maxHeight: IMAGE_MAX_HEIGHT, quality: WEBP_QUALITY, maxTextPages: limits.maxTextPages, maxTextChars: limits.maxTextChars, ocr },
    limits,
  );
  if ('timedOut' in outcome) throw new DocumentFailure(`Reading the PDF took longer than ${limits.timeoutMs / 1000} s.`);
  if ('stopped' in outcome) throw new DocumentFailure(`Reading the PDF stopped (${outcome.stopped}); it may need more memory than allowed.`);
  const { answer } = outcome;
  if ('failure' in answer) throw new DocumentFailure(answer.failure);
  return { pages: answer.pages, aspect: answer.aspect, image: answer.image ? Buffer.from(answer.image) : null, texts: answer.texts, ocrImages: answer.ocrImages };
}
