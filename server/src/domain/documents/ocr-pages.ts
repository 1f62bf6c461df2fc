// The text of pages that have none (photos of notes, scans), read by OCR (docs/documents.md): the
// PDF reader draws them as PNGs, then Tesseract reads them one at a time (platform/ocr), each in
// a child process with its own time and memory limits. Blank pages are not read. A page whose
// OCR fails or runs out of time is left without text; the job goes on.
import type { Ocr } from '../../platform/ocr/tesseract.ts';
import type { OcrImage, OcrRender } from './analyse/analyse-pdf.ts';

export interface OcrPageLimits {
  /**
   * Pages read by OCR per material at most, the first ones without text: as many as the photos
   * one upload may carry (PHOTOS_MAX), and at 2-6 s a page, about two minutes at worst.
   */
  maxPages: number;
  /** The resolution pages are drawn at: Tesseract reads best from about 300 dpi... */
  dpi: number;
  /**
   * ...with the longer side at most this many pixels: an A4 scan at about 215 dpi (print of 10 pt
   * still about 15 px high), and more than a page made of photos holds (their longer side is at
   * most 2,000 px), so drawing them larger would only cost time.
   */
  maxSide: number;
  /** No page is drawn once the PDF reader has been at work this long: it has 60 s in all. */
  renderBudgetMs: number;
  /**
   * Reading them stops after this long in all (the pages left keep no text), so that a job with
   * a conversion and a slow PDF still ends well inside its 5-minute expiry.
   */
  totalMs: number;
}

export const OCR_PAGE_LIMITS: OcrPageLimits = { maxPages: 30, dpi: 300, maxSide: 2500, renderBudgetMs: 30_000, totalMs: 150_000 };

/** What the PDF reader is asked to draw, into `dir`. */
export function ocrRender(dir: string, limits: OcrPageLimits): OcrRender {
  return { dir, maxPages: limits.maxPages, dpi: limits.dpi, maxSide: limits.maxSide, budgetMs: limits.renderBudgetMs };
}

export interface OcrPagesOutcome {
  /** Pages whose text OCR found. */
  read: number;
  /** Pages whose OCR failed, ran out of time, or was not started because the total was spent. */
  missed: number;
}

/**
 * Reads each image and puts its text in `texts` at its page (1-based), while the texts stay
 * under `maxChars` in all; returns how many pages were read and missed.
 */
export async function readPagesByOcr(ocr: Ocr, images: readonly OcrImage[], texts: string[], maxChars: number, limits: OcrPageLimits): Promise<OcrPagesOutcome> {
  const started = Date.now();
  let budget = maxChars - texts.reduce((sum, text) => sum + text.length, 0);
  let read = 0;
  let missed = 0;
  for (const { page, file } of images) {
    if (Date.now() - started >= limits.totalMs || budget <= 0) {
      missed++;
      continue;
    }
    const outcome = await ocr.recognise(file);
    if (!('text' in outcome) || outcome.text.length === 0) {
      if (!('text' in outcome)) missed++;
      continue;
    }
    const text = outcome.text.slice(0, budget);
    budget -= text.length;
    while (texts.length < page) texts.push('');
    texts[page - 1] = text;
    read++;
  }
  return { read, missed };
}
