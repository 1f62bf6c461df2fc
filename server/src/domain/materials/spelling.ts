// Closer spellings of a search's words (docs/documents.md, "Typos and counts"): each word that is not a known
// word of a title, tag, document, course name or code (search_terms) is replaced by the known word
// it most resembles by trigrams ('calclus' -> 'calculus'), or split into two known words
// ('datastructures' -> 'data structures'). The caller decides whether the closer words are
// worth showing (they must find more).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { searchWords } from './search-filters.ts';

/** Shorter words are left alone: 'ohm' is as close to 'oh' as to 'ohms'. */
const WORD_MIN = 4;
/**
 * pg_trgm's similarity (shared trigrams over all trigrams) a replacement needs, pg_trgm's own
 * default: two letters swapped in a 7-letter word ('biloogy', 'appleid') leave 0.33.
 */
const SIMILARITY_MIN = 0.3;
/** Halves of a joined word are at least this long: 'ofthe' is not 'of' + 'the' worth a search. */
const HALF_MIN = 3;

/** Words with a digit are numbers or codes ('2019', 'csc204'): the search finds those by their own rules. */
const correctable = (word: string) => word.length >= WORD_MIN && !/\d/.test(word);

/** Every way to cut `word` in two halves of HALF_MIN letters or more. */
function splits(word: string): [string, string][] {
  const found: [string, string][] = [];
  for (let at = HALF_MIN; at <= word.length - HALF_MIN; at++) found.push([word.slice(0, at), word.slice(at)]);
  return found;
}

/**
 * The search's words with each unknown one replaced by its closest known spelling, or null when
 * none is replaced. At most three statements whatever the text (searchWords keeps 12 words).
 */
export async function closerSpelling(db: Kysely<Database>, text: string): Promise<string | null> {
  const words = searchWords(text);
  const candidates = [...new Set(words.filter(correctable))];
  if (candidates.length === 0) return null;
  const halves = [...new Set(candidates.flatMap((word) => splits(word).flat()))];
  const known = await sql<{ term: string }>`select term from search_terms where term = any(${[...candidates, ...halves]}::text[])`.execute(db);
  const knownTerms = new Set(known.rows.map((row) => row.term));
  const unknown = candidates.filter((word) => !knownTerms.has(word));
  if (unknown.length === 0) return null;

  const replacements = new Map<string, string>();
  const needsNeighbour: string[] = [];
  for (const word of unknown) {
    const split = splits(word).find(([left, right]) => knownTerms.has(left) && knownTerms.has(right));
    if (split) replacements.set(word, split.join(' '));
    else needsNeighbour.push(word);
  }
  if (needsNeighbour.length > 0) {
    // One statement for every word: each probes the trigram index (`%`, at pg_trgm's own 0.3)
    // for its closest term with the same first letter (a typo seldom changes it, and a
    // replacement that does is mostly another word); ties go to the term nearest in length.
    const nearest = await sql<{ word: string; term: string }>`select w.word, best.term
      from unnest(${needsNeighbour}::text[]) as w(word)
      cross join lateral (
        select t.term from search_terms t
        where t.term % w.word and similarity(t.term, w.word) >= ${SIMILARITY_MIN} and left(t.term, 1) = left(w.word, 1)
        order by similarity(t.term, w.word) desc, abs(length(t.term) - length(w.word)), t.term
        limit 1
      ) as best`.execute(db);
    for (const { word, term } of nearest.rows) {
      // A word typed so far ('thermo') is a prefix of a known one and searched as such: not a typo.
      if (!term.startsWith(word)) replacements.set(word, term);
    }
  }
  if (replacements.size === 0) return null;
  return words.map((word) => replacements.get(word) ?? word).join(' ');
}
