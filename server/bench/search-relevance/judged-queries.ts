// The judged queries: what students type into the materials search, in classes, each
// with its intent (a course and/or words) that the judgments follow. All are made from the
// generated corpus's own words and courses, so each has materials that answer it: course codes
// in the spellings people use, courses' whole titles (alone and with a word), title words, words
// only in the notes' text (common, uncommon, rare), two- and three-word phrases, people's names,
// and typos of title words, course terms, names and phrases. A typo's intent is the word meant, so it is judged as that word.
import { TAGS, WORDS } from '../bulk-data.ts';
import { COURSE_TERMS, NAMES as NAMES_IN_TEXT, STOP_WORDS, VOCABULARY } from '../documents/course-text.ts';
import { NAMES as NAMES_SEARCHED, THREE_WORDS, TWO_WORDS } from '../documents/queries.ts';
import { joined, misspell, type TypoEdit } from './typos.ts';
import { askedKeys, wordKey } from './words.ts';

export const QUERY_CLASSES = [
  'code', 'code and word', 'course title', 'course title and word', 'title word', 'body word (common)', 'body word (uncommon)', 'body word (rare)', 'two words', 'three words', 'name', 'typo',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface JudgedQuery {
  queryClass: QueryClass;
  /** As typed, and sent as `query=`. */
  text: string;
  /**
   * What was meant: a course (its code_key, 'CSC204') or the courses of one title (their
   * code_keys), and words (keys: words.ts), the filler left out.
   */
  intent: { course: string | null; courses?: string[]; words: string[] };
  /** A typo's edit. */
  edit: TypoEdit | null;
}

/** How many rare-term queries are kept, of the candidates (the first that some listed note holds). */
export const RARE_QUERIES = 10;

/** Every word of the generated corpus, lower case: the titles', descriptions' and tags' and the text's vocabulary. */
const CORPUS_WORDS = [...new Set([...VOCABULARY, ...WORDS, ...TAGS, 'notes', 'worked', 'examples'].map((word) => word.toLowerCase()))];
const KNOWN_KEYS = new Set(CORPUS_WORDS.map(wordKey));
/** Every word asked is one the corpus has: 'binary tree' (no note says 'binary') asks nothing it holds. */
const knownWords = (text: string) => askedKeys(text).every((key) => KNOWN_KEYS.has(key));

const TITLE_WORDS = new Set<string>(WORDS);
const plainWord = (word: string) => /^[a-z]{4,}$/.test(word) && !TITLE_WORDS.has(word) && !STOP_WORDS.includes(word);
/** Ranks past which a real word is no longer one of the commonest (course-text.ts's Zipf law). */
const COMMON_RANKS = 400;

/** Course words as people put them together in titles ('Linear algebra notes'). */
const TITLE_PAIRS = [
  'linear algebra', 'organic chemistry', 'quantum mechanics', 'numerical methods', 'discrete structures', 'applied statistics',
  'computational theory', 'advanced programming',
];
const TITLE_TRIPLES = ['linear algebra notes', 'introduction to quantum mechanics', 'applied statistics exam', 'organic chemistry revision'];
/** More names than the documents benchmark's, from the text's own. */
const MORE_NAMES = ['Faraday', 'turing', 'Keynes', 'mendel'];
/** Two words of the text run together. */
const BODY_PAIRS = ['normal distribution', 'operating system'];
const TAG_WORDS = TAGS.filter((tag) => /^[a-z]+$/.test(tag));

const spaced = (code: string) => code.replace(/^([A-Z]+)(\d)/, '$1 $2');
/** The spellings of a code the search takes ('any spacing or case'), then one it does not say it takes. */
const CODE_SPELLINGS: Array<(code: string) => string> = [
  (code) => code,
  spaced,
  (code) => code.toLowerCase(),
  (code) => spaced(code).toLowerCase(),
];
const hyphenated = (code: string) => code.replace(/^([A-Z]+)(\d)/, '$1-$2');

/** `count` items spread evenly over `items`, first and last included. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

const wordsQuery = (queryClass: QueryClass, text: string, meant = text, edit: TypoEdit | null = null): JudgedQuery => ({
  queryClass,
  text,
  intent: { course: null, words: askedKeys(meant) },
  edit,
});

/** Typos of each word, the edits taken in turn ('dropped', 'swapped', 'doubled', 'dropped', ...). */
function typosOf(words: readonly string[], offset = 0): JudgedQuery[] {
  const edits = ['dropped letter', 'swapped letters', 'doubled letter'] as const;
  return words.flatMap((word, index) => {
    const edit = edits[(index + offset) % edits.length]!;
    const typo = misspell(word, edit, CORPUS_WORDS);
    return typo ? [wordsQuery('typo', typo, word, edit)] : [];
  });
}

/** A phrase with its last word misspelled ('quantum mechnaics'). */
function phraseTypos(phrases: readonly string[]): JudgedQuery[] {
  const edits = ['swapped letters', 'dropped letter'] as const;
  return phrases.flatMap((phrase, index) => {
    const words = phrase.split(' ');
    const typo = misspell(words.at(-1)!, edits[index % edits.length]!, CORPUS_WORDS);
    return typo ? [wordsQuery('typo', [...words.slice(0, -1), typo].join(' '), phrase, edits[index % edits.length]!)] : [];
  });
}

/** A generated course's title ('Probability Principles 2', bulk-data.ts), not a demo one's ('Data Structures'). */
const GENERATED_TITLE = /^[A-Z][a-z]+ [A-Z][a-z]+ [1-3]$/;

/**
 * A course's whole title as typed, alone (8: generated titles and the demo catalogue's, in lower
 * case or as written) and with a tag word after or before it (6, 'data structures exam').
 */
function titleQueries(titles: readonly { title: string; courses: string[] }[]): JudgedQuery[] {
  const generated = spread(titles.filter((t) => GENERATED_TITLE.test(t.title)), 5);
  const demo = spread(titles.filter((t) => !GENERATED_TITLE.test(t.title)), 3);
  const alone = [...generated, ...demo].map(({ title, courses }, index) => ({
    queryClass: 'course title' as const,
    text: index % 2 ? title : title.toLowerCase(),
    intent: { course: null, courses, words: [] },
    edit: null,
  }));
  const withWord = spread([...generated.slice(1), ...demo.slice(1)], 6).map(({ title, courses }, index) => {
    const word = TAG_WORDS[(index * 3) % TAG_WORDS.length]!;
    const text = index % 2 ? `${word} ${title.toLowerCase()}` : `${title.toLowerCase()} ${word}`;
    return { queryClass: 'course title and word' as const, text, intent: { course: null, courses, words: askedKeys(word) }, edit: null };
  });
  return [...alone, ...withWord];
}

/**
 * The candidate queries. `courseCodes`: the catalogue's codes (code_key) that have listed
 * materials, in order; `rareTerms`: rare terms from listed notes, more than RARE_QUERIES (the
 * bench keeps the first that a listed note's text holds); `titles`: the course titles whose
 * courses have listed materials, and those courses.
 */
export function judgedQueries(courseCodes: readonly string[], rareTerms: readonly string[], titles: readonly { title: string; courses: string[] }[] = []): JudgedQuery[] {
  const courses = spread(courseCodes, 36);
  const codeQueries = courses.slice(0, 28).map((code, index) => ({
    queryClass: 'code' as const,
    text: index < 24 ? CODE_SPELLINGS[index % CODE_SPELLINGS.length]!(code) : hyphenated(code),
    intent: { course: code, words: [] },
    edit: null,
  }));
  const codeAndWord = courses.slice(28).map((code, index) => {
    const word = TAG_WORDS[index % TAG_WORDS.length]!;
    const text = `${spaced(code)} ${word}`;
    return { queryClass: 'code and word' as const, text: index % 2 ? text.toLowerCase() : text, intent: { course: code, words: askedKeys(word) }, edit: null };
  });

  const commonRealWords = VOCABULARY.slice(0, COMMON_RANKS);
  const bodyCommon = commonRealWords.filter(plainWord).slice(0, 12);
  const bodyUncommon = VOCABULARY.slice(-400).filter((_, index) => index % 40 === 7);
  const longCourseTerms = COURSE_TERMS.filter((term) => term.length >= 8 && commonRealWords.includes(term));
  // Seven letters and more: a shorter name misspelled is often another name ('kelvin' -> 'kevin').
  const longNames = NAMES_IN_TEXT.filter((name) => name.length >= 7 && commonRealWords.includes(name));

  return [
    ...codeQueries,
    ...codeAndWord,
    ...titleQueries(titles),
    ...WORDS.filter((_, index) => index % 3 !== 2).map((word) => wordsQuery('title word', word)),
    ...bodyCommon.map((word) => wordsQuery('body word (common)', word)),
    ...bodyUncommon.map((word) => wordsQuery('body word (uncommon)', word)),
    ...rareTerms.map((word) => wordsQuery('body word (rare)', word)),
    ...[...TWO_WORDS.filter(knownWords), ...TITLE_PAIRS].map((text) => wordsQuery('two words', text)),
    ...[...THREE_WORDS.filter(knownWords), ...TITLE_TRIPLES].map((text) => wordsQuery('three words', text)),
    ...[...NAMES_SEARCHED, ...MORE_NAMES].map((name) => wordsQuery('name', name)),
    ...typosOf(WORDS.filter((word) => word.length >= 7).filter((_, index) => index % 2 === 0)),
    ...typosOf(spread(longCourseTerms, 9), 1),
    ...typosOf(spread(longNames, 6), 2),
    ...[...TITLE_PAIRS.slice(0, 6), ...BODY_PAIRS].map((phrase) => wordsQuery('typo', joined(phrase), phrase, 'joined words')),
    ...phraseTypos(TITLE_PAIRS.slice(2, 6)),
  ];
}

/**
 * The queries measured: those some listed material answers (`relevant` > 0), the rare-term
 * candidates cut to RARE_QUERIES. The others are returned apart, to be named in the output.
 */
export function answerableQueries(candidates: readonly JudgedQuery[], relevant: (query: JudgedQuery) => number): { kept: JudgedQuery[]; unanswerable: JudgedQuery[] } {
  const kept: JudgedQuery[] = [];
  const unanswerable: JudgedQuery[] = [];
  let rare = 0;
  for (const query of candidates) {
    const answered = relevant(query) > 0;
    if (query.queryClass === 'body word (rare)') {
      if (answered && rare < RARE_QUERIES) {
        kept.push(query);
        rare++;
      }
      continue;
    }
    (answered ? kept : unanswerable).push(query);
  }
  return { kept, unanswerable };
}
