// Reading a stored PDF's text (docs/documents.md), shared by a file's first preparation and by
// reading it again once OCR is on: the file copied into the job's own folder, read in a child
// process (analyse-pdf.ts), and its pages without text read by OCR where this server has it.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Ocr } from '../../platform/ocr/tesseract.ts';
import { analysePdf, PDF_LIMITS, type PdfContents, type PdfLimits } from './analyse/analyse-pdf.ts';
import { DocumentFailure } from './failure.ts';
import { OCR_PAGE_LIMITS, ocrRender, readPagesByOcr, type OcrPageLimits } from './ocr-pages.ts';

/** What reading a PDF's text needs. */
export interface PdfReading {
  storage: FileStorage;
  pdfLimits?: PdfLimits;
  /** Tesseract for the text of pages that have none (photos, scans); null or left out: off (the app looks for it at start: findOcr). */
  ocr?: Ocr | null;
  ocrLimits?: OcrPageLimits;
  /** Where the job says which pages OCR could not read. */
  log?: { info(message: string): void; warn(message: string): void };
}

export interface PdfText extends PdfContents {
  /**
   * Some pages have no text and this server has no OCR to read them: a start with OCR reads the
   * file again. Never set where OCR ran, even on pages it failed on: those are not tried again.
   */
  ocrPending: boolean;
}

export async function copyToTemp(storage: FileStorage, key: string, file: string): Promise<void> {
  const stored = await storage.get(key);
  if (!stored) throw new DocumentFailure('The stored file is missing.');
  await pipeline(stored.stream, fs.createWriteStream(file, { flags: 'wx' }));
}

/** Reads `pdf` (page 1 drawn when `render`) with OCR for its pages without text; `workDir` is the job's own folder. */
export async function readPdfText(deps: PdfReading, materialId: string, pdf: string, workDir: string, render: boolean): Promise<PdfText> {
  const ocrLimits = deps.ocrLimits ?? OCR_PAGE_LIMITS;
  const pdfLimits = deps.pdfLimits ?? PDF_LIMITS;
  let ocrDir: string | null = null;
  if (deps.ocr && ocrLimits.maxPages > 0) {
    ocrDir = path.join(workDir, 'ocr');
    await fs.promises.mkdir(ocrDir);
  }
  const contents = await analysePdf(pdf, { render, ocr: ocrDir ? ocrRender(ocrDir, ocrLimits) : null }, pdfLimits);
  if (deps.ocr && contents.ocrImages.length > 0) {
    const { missed } = await readPagesByOcr(deps.ocr, contents.ocrImages, contents.texts, pdfLimits.maxTextChars, ocrLimits);
    if (missed > 0) deps.log?.warn(`OCR could not read ${missed} of ${contents.ocrImages.length} pages of material ${materialId} (failed or out of time); they have no text`);
  }
  return { ...contents, ocrPending: !deps.ocr && contents.texts.some((text) => text.length === 0) };
}
