import { isSignInReason, safeNextPath, searchPagePath } from '@lectern/shared-api';

/** A longer search is cut, so a pasted page of text never fills the sign-in card. */
const WORDS_MAX = 60;
const SEARCH_PAGE = searchPagePath('').split('?')[0];

/** The words of the search the visitor asked for: the `q` of a `next` that is the search page. */
function searchWordsOf(next: string | null): string | null {
  const path = safeNextPath(next);
  if (!path) return null;
  const url = new URL(path, 'http://lectern.invalid');
  if (url.pathname !== SEARCH_PAGE) return null;
  const words = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim();
  if (!words) return null;
  return words.length > WORDS_MAX ? `${words.slice(0, WORDS_MAX - 1).trimEnd()}…` : words;
}

/**
 * What a visitor sent here will see once signed in, by the `reason` the page that sent them gave
 * (the shell's access rules): a fixed sentence per reason, the search's own words the only thing
 * taken from the address. Any other reason, or none, says nothing.
 */
export function signInReasonSentence(reason: string | null, next: string | null): string | null {
  if (!isSignInReason(reason)) return null;
  switch (reason) {
    case 'search': {
      const words = searchWordsOf(next);
      return words ? `Sign in to see the materials that match “${words}”.` : 'Sign in to see the materials that match your search.';
    }
    case 'sharedFolder':
      return 'Sign in to open the folder shared with you.';
  }
}
