import type { SignedInPageState } from '../contract/index.ts';
import { setRenderingAnswers } from '../client/inlineReads.ts';
import { setMarkupSession } from '../session/markupSession.ts';

/**
 * Runs a synchronous server render (a remote's `renderSignedIn`, docs/architecture.md §8) as the
 * page's browser will hydrate it: the session as the markup's, each carried read as its query's
 * first data. Both are module state, set only for the length of the call, so renders never
 * overlap (renderToString does not yield).
 */
export function renderForPage<T>(state: SignedInPageState, render: () => T): T {
  setMarkupSession(state.session);
  setRenderingAnswers(state.reads);
  try {
    return render();
  } finally {
    setMarkupSession(null);
    setRenderingAnswers(null);
  }
}
