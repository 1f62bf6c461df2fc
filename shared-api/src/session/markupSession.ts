import type { SessionUser } from '../contract/index.ts';
import { sessionStore, type SessionState } from './sessionStore.ts';

let markupUser: SessionUser | null = null;

/**
 * The session a page's markup was rendered with: the person's, on a signed-in page the server
 * rendered (docs/architecture.md §8), else none (the build's prerendered pages show the session
 * still loading). React renders with it wherever it hydrates server markup (useSession's server
 * snapshot), so the first render on the client is the markup's, and only then the store's.
 */
export function setMarkupSession(user: SessionUser | null): void {
  markupUser = user;
}

/** The session state the markup shows. */
export function markupSessionState(): SessionState {
  const initial = sessionStore.getInitialState();
  return markupUser ? { ...initial, status: 'signedIn', user: markupUser } : initial;
}
