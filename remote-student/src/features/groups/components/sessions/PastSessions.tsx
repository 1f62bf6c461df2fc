import type { StudySession } from '@lectern/shared-api/contract';
import styled from 'styled-components';
import { sessionDay } from './sessionTime.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** Sessions that have ended, newest first, a line each: what, which day, how many went. */
export function PastSessions({ sessions }: { sessions: StudySession[] }) {
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="past-sessions-title">
      <h3 id="past-sessions-title">Past sessions</h3>
      <List>
        {sessions.map((session) => (
          <li key={session.id}>
            <strong>{session.title}</strong>, <time dateTime={session.startsAt}>{sessionDay(session.startsAt)}</time>, {session.going} going
          </li>
        ))}
      </List>
    </section>
  );
}
