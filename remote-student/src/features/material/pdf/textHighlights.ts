// Where the searched words sit on a drawn page, from pdf.js's text content (each run of text, its
// transform and its width). No pdf.js import: it works on the page object pdf.js handed over.
import type { PDFPageProxy } from 'pdfjs-dist';
import type { MeasureText } from './measureText.ts';
import { matchRanges } from './searchWords.ts';

/** The parts of a pdf.js page read here. */
export type HighlightPage = Pick<PDFPageProxy, 'getViewport' | 'getTextContent'>;

/** A box over a word, in fractions of the page's width and height (0 to 1), so it follows any zoom. */
export interface HighlightBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Matrix = readonly number[];

/** The product of two PDF transforms [a, b, c, d, e, f] (the same as pdf.js's Util.transform). */
function multiply(m1: Matrix, m2: Matrix): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

interface TextRun {
  str: string;
  transform: number[];
  width: number;
  fontName?: string;
}

const isTextRun = (item: unknown): item is TextRun =>
  typeof item === 'object' && item !== null && typeof (item as TextRun).str === 'string' && Array.isArray((item as TextRun).transform);

/**
 * A box over each word of the page that the searched `words` match. A run of text gives its
 * start and width; a word's place in it is its share of the run as `measure` finds it in the
 * font's family (pdf.js names one: serif, sans-serif, monospace), else its share of the run's
 * characters (close for most fonts; a box a little wide or short is still over the word). Text
 * set at an angle is placed as though it were level.
 */
export async function pageHighlights(page: HighlightPage, words: readonly string[], measure?: MeasureText | null): Promise<HighlightBox[]> {
  if (words.length === 0) return [];
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const boxes: HighlightBox[] = [];
  for (const item of content.items) {
    if (!isTextRun(item) || item.str.trim() === '') continue;
    const ranges = matchRanges(item.str, words);
    if (ranges.length === 0) continue;
    const tx = multiply(viewport.transform, item.transform);
    // The font's height on the page, and the run's baseline: the box stands on it.
    const fontHeight = Math.hypot(tx[2]!, tx[3]!) || Math.hypot(tx[0]!, tx[1]!);
    const runWidth = item.width * viewport.scale;
    const family = (item.fontName && content.styles?.[item.fontName]?.fontFamily) || 'sans-serif';
    const whole = measure?.(item.str, family) ?? 0;
    // The share of the run before `at` characters: measured when it can be, else counted.
    const share = (at: number) => (whole > 0 ? measure!(item.str.slice(0, at), family) / whole : at / item.str.length);
    for (const { start, end } of ranges) {
      const left = tx[4]! + runWidth * share(start);
      const width = runWidth * (share(end) - share(start));
      // A little above the font's height (accents) and below the baseline (descenders).
      const top = tx[5]! - fontHeight * 0.95;
      const height = fontHeight * 1.2;
      boxes.push({
        left: left / viewport.width,
        top: top / viewport.height,
        width: width / viewport.width,
        height: height / viewport.height,
      });
    }
  }
  return boxes;
}
