// What the judge counts as a word and as the same word, for queries and materials alike. Its own
// rules, not the search's: a word is a run of letters or digits (wordsOf), in any case; singular
// and plural are one word ('integral' and 'integrals', 'theory' and 'theories'); the English
// filler words of the generated text (STOP_WORDS: 'and', 'by', 'the') are no part of what a query
// asks. No other stemming: 'integration' is not 'integral', whatever a stemmer makes of them.
import { STOP_WORDS } from '../documents/course-text.ts';

const FILLER = new Set(STOP_WORDS);

/** The word's key: lower case, without a plural ending ('theories' -> 'theory', 'boxes' -> 'box', 'notes' -> 'note'). */
export function wordKey(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && /(s|x|z|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('us') && !lower.endsWith('is')) return lower.slice(0, -1);
  return lower;
}

/**
 * Every word of a text, in order, as typed: letters and digits ('O(n)' is 'O' and 'n', 'dy/dx' is
 * 'dy' and 'dx'), a decimal number one word ('9.81' holds no '9').
 */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+(?:\.\p{N}+)*/gu) ?? [];

/** The keys of a text's words, once each. */
export const keysOf = (text: string): Set<string> => new Set(wordsOf(text).map(wordKey));

/** The words a query asks for, as keys: its words without the filler ('integration by parts' -> integration, part). */
export function askedKeys(text: string): string[] {
  return [...new Set(wordsOf(text).filter((word) => !FILLER.has(word.toLowerCase())).map(wordKey))];
}
