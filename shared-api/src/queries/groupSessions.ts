import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionAnswer, SessionInput, StudySession } from '../contract/index.ts';
import { apiRead, apiRequest } from '../client/http.ts';
import { groupKeys } from './groupKeys.ts';

// Study sessions of groups: a group's sessions, scheduling, cancelling, answering Going
// / Not going, and the dashboard's upcoming sessions of all one's groups. Every change refreshes
// the group's sessions and the dashboard's list (a live 'session' event does the same for others).

const sessionsPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/sessions`;
const sessionPath = (groupId: string, sessionId: string) => `${sessionsPath(groupId)}/${encodeURIComponent(sessionId)}`;

/** GET /groups/:id/sessions: upcoming first (soonest first), then recent past ones. */
export const fetchGroupSessions = (groupId: string, signal?: AbortSignal) => apiRequest<StudySession[]>(sessionsPath(groupId), { signal });

/** GET /groups/sessions/upcoming: the next sessions of all the asker's groups (UPCOMING_SESSIONS_MAX). */
export const fetchUpcomingSessions = (signal?: AbortSignal) => apiRequest<StudySession[]>('/groups/sessions/upcoming', { signal });

export const scheduleSession = (groupId: string, input: SessionInput) =>
  apiRequest<StudySession>(sessionsPath(groupId), { method: 'POST', body: input });

export const cancelSession = (groupId: string, sessionId: string) => apiRequest<{ id: string }>(sessionPath(groupId, sessionId), { method: 'DELETE' });

export const answerSession = (groupId: string, sessionId: string, answer: SessionAnswer) =>
  apiRequest<StudySession>(`${sessionPath(groupId, sessionId)}/answer`, { method: 'PUT', body: { answer } });

export const groupSessionsQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.sessions(groupId), queryFn: ({ signal }) => fetchGroupSessions(groupId, signal) });

export const useGroupSessions = (groupId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...groupSessionsQuery(groupId), enabled });

/**
 * The dashboard's read: with `apiRead`, an answer the page carries (pageReads) is on screen in the
 * first render, so the card never appears under what is already shown.
 */
export const upcomingSessionsQuery = () => queryOptions({ queryKey: groupKeys.upcoming(), ...apiRead<StudySession[]>('/groups/sessions/upcoming') });

export const useUpcomingSessions = () => useQuery(upcomingSessionsQuery());

const refreshSessions = (client: QueryClient, groupId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: groupKeys.sessions(groupId) }),
    client.invalidateQueries({ queryKey: groupKeys.upcoming() }),
  ]);

export function useScheduleSession(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionInput) => scheduleSession(groupId, input),
    onSuccess: () => refreshSessions(client, groupId),
  });
}

export function useCancelSession(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => cancelSession(groupId, sessionId),
    // A session already cancelled by someone else (404) is gone too: the list is asked again either way.
    onSettled: () => refreshSessions(client, groupId),
  });
}

/** The session as it looks once the asker answers: their answer and the counts moved. */
export function withAnswer(session: StudySession, answer: SessionAnswer): StudySession {
  const count = (which: SessionAnswer) =>
    (which === 'going' ? session.going : session.notGoing) - (session.myAnswer === which ? 1 : 0) + (answer === which ? 1 : 0);
  return { ...session, myAnswer: answer, going: count('going'), notGoing: count('not-going') };
}

/**
 * Going / Not going. The toggle moves at once (the group's list is updated in place, and put
 * back if the server refuses), then the list is asked again.
 */
export function useAnswerSession(groupId: string) {
  const client = useQueryClient();
  const key = groupKeys.sessions(groupId);
  return useMutation({
    mutationFn: ({ sessionId, answer }: { sessionId: string; answer: SessionAnswer }) => answerSession(groupId, sessionId, answer),
    onMutate: async ({ sessionId, answer }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<StudySession[]>(key);
      client.setQueryData<StudySession[]>(key, (sessions) =>
        sessions?.map((session) => (session.id === sessionId ? withAnswer(session, answer) : session)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => refreshSessions(client, groupId),
  });
}
