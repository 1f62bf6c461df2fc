// Finding searched words in a page's text, as the search does: case-insensitive, a word matching
// whole or as the start of a longer one ('kirchhoff' finds "Kirchhoff's"), punctuation ignored,
// words of fewer than 2 letters left out. Plain functions: no pdf.js here.

/** The words of a search, lower-cased, without punctuation, 2 letters or more, each once. */
export function searchWords(query: string | null | undefined): string[] {
  if (!query) return [];
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length >= 2);
  return [...new Set(words)];
}

/** A run of a text that is one word (an apostrophe inside it kept: "Kirchhoff's"), `end` exclusive. */
export interface WordRange {
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Where in `text` the searched `words` are: each word of the text that one of them starts (punctuation ignored). */
export function matchRanges(text: string, words: readonly string[]): WordRange[] {
  if (words.length === 0 || !text) return [];
  const ranges: WordRange[] = [];
  for (const match of text.matchAll(WORD)) {
    const bare = match[0].toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    if (words.some((word) => bare.startsWith(word))) ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}

export interface TextPart {
  text: string;
  marked: boolean;
}

/** `text` cut into plain and marked runs, in order, every character once: what the text view shows in `<mark>`. */
export function markedParts(text: string, words: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const { start, end } of matchRanges(text, words)) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/**
 * The page a link asks the reader to open: `page` from the address when it is a whole number
 * from 1 to `pages` (any whole number of at least 1 while the count is not known), else 1.
 */
export function openingPage(param: string | null | undefined, pages: number | null | undefined): number {
  if (!param || !/^\d+$/.test(param.trim())) return 1;
  const page = Number(param.trim());
  if (page < 1 || (pages != null && pages > 0 && page > pages)) return 1;
  return page;
}
