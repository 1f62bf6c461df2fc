// How a request's text and a search's words are compared and kept. Two requests are the same when
// only case, spacing or punctuation tell them apart ("CSC 204 past questions, 2023" and
// "csc204 past-questions 2023"); a search is counted by its words, as the search reads them.

/** Letters and digits only, lower case: the key two open requests of a course never share. */
export function requestKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The search reads at most this many words (search-filters.ts), and so does the count. */
const SEARCH_WORDS_COUNTED = 12;
const UNMET_QUERY_MAX = 200;

/** A search's words as counted: lower case, letters and digits, one space between; '' for none. */
export function searchKey(text: string): string {
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, SEARCH_WORDS_COUNTED).join(' ').slice(0, UNMET_QUERY_MAX).trim();
}
