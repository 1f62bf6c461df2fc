import { useSyncExternalStore } from 'react';
import { markupSessionState } from './markupSession.ts';
import { sessionStore, type SessionState } from './sessionStore.ts';

export interface SessionView {
  status: SessionState['status'];
  user: SessionState['user'];
  /** The session is the last one this browser saw: the server could not be reached. */
  offline: boolean;
  isLoading: boolean;
  logout: SessionState['logout'];
}

/** One field of the session; while hydrating server markup, the markup's (markupSession.ts). */
function useSessionField<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.getState()),
    () => select(markupSessionState()),
  );
}

const selectStatus = (s: SessionState) => s.status;
const selectUser = (s: SessionState) => s.user;
const selectOffline = (s: SessionState) => s.offline;
const selectLogout = (s: SessionState) => s.logout;

/** The session as a component sees it; re-renders only when it changes. */
export function useSession(): SessionView {
  const status = useSessionField(selectStatus);
  const user = useSessionField(selectUser);
  const offline = useSessionField(selectOffline);
  const logout = useSessionField(selectLogout);
  return { status, user, offline, isLoading: status === 'loading', logout };
}
