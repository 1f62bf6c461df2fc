// Misspellings made from the corpus's own words by one deterministic edit each, the kinds people
// make when typing fast: a letter dropped ('probablity'), two neighbours swapped
// ('thermodynamcis'), a letter doubled ('allgebra'), two words run together ('linearalgebra').
// The edit never touches the first letter nor the last, and a misspelling is kept only when no
// word of the corpus starts with it: otherwise the search's prefix matching would find the
// intended word anyway, and it would be no typo for it.

export const TYPO_EDITS = ['dropped letter', 'swapped letters', 'doubled letter', 'joined words'] as const;
export type TypoEdit = (typeof TYPO_EDITS)[number];

/** One edit of `word` at `at` (a letter's index), or null where it changes nothing. */
function editAt(word: string, edit: Exclude<TypoEdit, 'joined words'>, at: number): string | null {
  switch (edit) {
    case 'dropped letter':
      // Dropping one of a double letter ('programming' -> 'programing') is a misspelling too.
      return word.slice(0, at) + word.slice(at + 1);
    case 'swapped letters':
      return word[at] === word[at + 1] ? null : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 'doubled letter':
      return word.slice(0, at + 1) + word[at] + word.slice(at + 1);
  }
}

/**
 * `word` misspelled by `edit`, starting at a position its letters choose (so different words are
 * edited at different places) and moving on until the result is a real typo: not the start of any
 * of `corpusWords` (lower case). Null when no position gives one.
 */
export function misspell(word: string, edit: Exclude<TypoEdit, 'joined words'>, corpusWords: readonly string[]): string | null {
  const lower = word.toLowerCase();
  // Positions 1 .. length-3: never the first letter, and a swap never reaches the last.
  const positions = lower.length - 3;
  if (positions < 1) return null;
  const start = [...lower].reduce((sum, char) => sum + char.charCodeAt(0), 0) % positions;
  for (let step = 0; step < positions; step++) {
    const typo = editAt(lower, edit, 1 + ((start + step) % positions));
    if (typo && typo !== lower && !corpusWords.some((known) => known.startsWith(typo))) return typo;
  }
  return null;
}

/** Two or more words typed without their spaces ('linear algebra' -> 'linearalgebra'). */
export const joined = (words: string): string => words.toLowerCase().replace(/\s+/g, '');
