// The documents benchmark's searches (at least 100 different ones): course codes in every
// spelling, title words, words only in the notes' text (common and rare), two- and three-word
// phrases, numbers and code-like tokens, names, and typos (a search that finds nothing
// as typed also looks for closer spellings), each under its class so that the figures say which
// kind of search is slow.
import { codePrefix } from '../../src/domain/materials/search-filters.ts';
import { WORDS } from '../bulk-data.ts';
import { rareTerm, STOP_WORDS, VOCABULARY } from './course-text.ts';
import { joined, misspell } from '../search-relevance/typos.ts';

export interface BenchQuery {
  kind: QueryKind;
  text: string;
}

export const QUERY_KINDS = [
  'code', 'title word', 'body word (common)', 'body word (uncommon)', 'body word (rare)', 'two words', 'three words', 'number or code token', 'name', 'typo',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export const TWO_WORDS = [
  'thevenin theorem', 'exam question', 'normal distribution', 'newton raphson', 'gaussian elimination', 'chain rule',
  'partial fractions', 'balance sheet', 'covalent bond', 'operating system', 'laplace transform', 'fourier series',
  'hypothesis test', 'kirchhoff voltage', 'binary tree', 'past questions',
];
export const THREE_WORDS = [
  '2019 exam question', 'integration by parts', 'newton raphson method', 'laplace transform circuits', 'normal distribution variance',
  'kirchhoff voltage law', 'eigenvalue eigenvector matrix', 'supply and demand', 'mitochondria cell respiration', 'stress strain curve',
  'thevenin norton circuits', 'question 3 solution', 'chapter 2 summary', 'maxwell electric field', 'gibbs free energy', 'sorting algorithms complexity',
];
const NUMBERS_AND_CODE = ['2019', '2005', '1998', 'O(n)', 'malloc', 'H2SO4', 'pH', 'kJ/mol', 'dy/dx', 'TCP/IP', '9.81', 'x86'];
export const NAMES = ['euler', 'Okafor', 'maxwell', 'Soyinka', 'Nyquist', 'dijkstra', 'Adebayo', 'Bohr'];

const TITLE_WORDS = new Set<string>(WORDS);
const plainWord = (word: string) => /^[a-z]{4,}$/.test(word) && !TITLE_WORDS.has(word) && !STOP_WORDS.includes(word);

/** Misspellings of title words, phrases and names, one edit each, that no word of the corpus starts with. */
function typos(): string[] {
  const corpus = [...VOCABULARY, ...WORDS].map((word) => word.toLowerCase());
  const edits = ['dropped letter', 'swapped letters', 'doubled letter'] as const;
  const misspelt = [...WORDS.slice(0, 9), 'dijkstra', 'maxwell', 'kirchhoff'].map((word, index) => misspell(word, edits[index % 3]!, corpus));
  return [...misspelt.filter((typo): typo is string => typo !== null), ...['laplace transform', 'operating system', 'normal distribution'].map(joined)];
}

/** 140 searches or so; `codes` are the catalogue's course codes as stored ('CSC204'), 24 of them used. */
export function documentQueries(codes: string[]): BenchQuery[] {
  const spaced = (code: string) => code.replace(/^([A-Z]+)(\d)/, '$1 $2');
  const codeTexts = [
    ...codes.slice(0, 8).map(spaced),
    ...codes.slice(8, 16).map((code) => code.toLowerCase()),
    ...codes.slice(16, 20),
    // What someone has typed so far: 'mth 1'.
    ...codes.slice(20, 24).map((code) => spaced(code).toLowerCase().slice(0, -2)),
  ];
  // The commonest indexed words that no title holds (each in most notes); made-up words from the
  // vocabulary's tail (in about one note in ten); rare terms (in a few notes each).
  const common = VOCABULARY.slice(0, 400).filter(plainWord).slice(0, 16);
  const uncommon = VOCABULARY.slice(-400).filter((_, index) => index % 50 === 7);
  const rare = [11, 4242, 31337, 77777, 123456, 150001, 171717, 199999].map(rareTerm);
  const of = (kind: QueryKind, texts: string[]) => texts.map((text) => ({ kind, text }));
  return [
    ...of('code', codeTexts),
    ...of('title word', WORDS.filter((_, index) => index % 2 === 0).concat(WORDS.slice(1, 3))),
    ...of('body word (common)', common),
    ...of('body word (uncommon)', uncommon),
    ...of('body word (rare)', rare),
    ...of('two words', TWO_WORDS),
    ...of('three words', THREE_WORDS),
    ...of('number or code token', NUMBERS_AND_CODE),
    ...of('name', NAMES),
    ...of('typo', typos()),
  ];
}

/**
 * Up to `count` spellings of `text` that search exactly as it does but are kept apart by the list
 * cache, which keys a search by its text as typed: letters in other cases (the search lowers
 * them, a code is upper-cased), more spaces where there is one, and, for a text that cannot be a
 * course code, brackets around it (the search keeps letters and digits only). So "each a real
 * search" is one: no page or total of it is kept, however fast the searches come.
 */
export function spellings(text: string, count: number): string[] {
  const letters = [...text].filter((char) => /\p{L}/u.test(char)).length;
  const cases = 2 ** Math.min(letters, 16);
  const more = text.includes(' ') ? 'spaces' : codePrefix(text) === null ? 'brackets' : null;
  const found = new Set<string>();
  for (let n = 0; found.size < count && n < count * 4; n++) {
    const caseBits = n % cases;
    let bit = 0;
    let spelled = [...text].map((char) => (/\p{L}/u.test(char) && (caseBits >> bit++) & 1 ? flipCase(char) : char)).join('');
    const extra = Math.floor(n / cases);
    if (extra > 0 && more === 'spaces') spelled = spelled.replace(' ', ' '.repeat(1 + extra));
    else if (extra > 0 && more === 'brackets') spelled = `${'('.repeat(extra)}${spelled}${')'.repeat(extra)}`;
    else if (extra > 0) break;
    found.add(spelled);
  }
  return [...found];
}

const flipCase = (char: string) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase());
