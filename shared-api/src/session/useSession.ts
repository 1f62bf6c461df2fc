import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './sessionStore.ts';

export interface SessionView {
  status: SessionState['status'];
  user: SessionState['user'];
  /** The session is the last one this browser saw: the server could not be reached. */
  offline: boolean;
  isLoading: boolean;
  logout: SessionState['logout'];
}

/** The session as a component sees it; re-renders only when it changes. */
export function useSession(): SessionView {
  const status = useStore(sessionStore, (s) => s.status);
  const user = useStore(sessionStore, (s) => s.user);
  const offline = useStore(sessionStore, (s) => s.offline);
  const logout = useStore(sessionStore, (s) => s.logout);
  return { status, user, offline, isLoading: status === 'loading', logout };
}
