import { formatSessionTimeFrom, groupSessionsPath, type StudySession } from '@lectern/shared-api/contract';
import { useUpcomingSessions } from '@lectern/shared-api/student';
import { LocalTime, Skeleton, VisuallyHidden } from '@lectern/shared-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { panelBoxCss } from '../../../components/cardBox.ts';
import { linkSite } from '../../../components/linkSite.ts';
import { rememberedSessionRows, rememberSessionRows } from '../hooks/rememberedSessionRows.ts';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${panelBoxCss}
  overflow-wrap: anywhere;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * One session a row. The loading rows are these rows with grey bars, and a row is never shorter
 * than its two lines: the card does not jump when the sessions arrive.
 */
const Row = styled.li`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.space.xs} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
  a {
    font-weight: 600;
  }
`;

const GroupName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Where, as a line says it: a meeting link by its site ("meet.google.com"), a place as written. */
const placeOf = (location: string) => (location.startsWith('https://') ? (linkSite(location) ?? location) : location);

/**
 * "Thursday 16:00, CSC 204 revision, Main Library": the words for a session on the
 * dashboard; "Thursday 15:00 UTC, ..." for a reader whose clock is not the site's.
 */
const SessionLine = ({ session }: { session: StudySession }) => (
  <>
    <LocalTime dateTime={session.startsAt} format={formatSessionTimeFrom(session.siteTimeZone)} />, {session.title}, {placeOf(session.location)}
  </>
);

function Card({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Panel aria-labelledby="upcoming-sessions-title" aria-busy={busy || undefined}>
      <h2 id="upcoming-sessions-title">Upcoming study sessions</h2>
      {children}
    </Panel>
  );
}

/**
 * The dashboard's next sessions of all one's groups, soonest first, each as "Thursday 16:00, CSC
 * 204 revision, Main Library" leading to its group. With none (or none to be had) it takes no
 * room at all: the overview shows no empty box. While loading, it holds as many placeholder rows
 * as it showed last time on this device (none: no room).
 */
export function UpcomingSessionsCard() {
  const upcoming = useUpcomingSessions();
  const [loadingRows] = useState(rememberedSessionRows);
  const shown = upcoming.data?.length;
  useEffect(() => {
    if (shown !== undefined) rememberSessionRows(shown);
  }, [shown]);

  if (upcoming.isPending) {
    if (loadingRows === 0) return null;
    return (
      <Card busy>
        <VisuallyHidden role="status">Loading upcoming sessions...</VisuallyHidden>
        <List aria-hidden="true">
          {Array.from({ length: loadingRows }, (_, index) => (
            <Row key={index}>
              <Skeleton width="70%" height="1.1em" />
              <Skeleton width="40%" height="0.9em" />
            </Row>
          ))}
        </List>
      </Card>
    );
  }
  const sessions = upcoming.data ?? [];
  if (sessions.length === 0) return null;
  return (
    <Card>
      <List aria-label="Upcoming study sessions">
        {sessions.map((session) => (
          <Row key={session.id}>
            <Link to={groupSessionsPath(session.groupId)}>
              <SessionLine session={session} />
            </Link>
            <GroupName>{session.groupName}</GroupName>
          </Row>
        ))}
      </List>
    </Card>
  );
}
