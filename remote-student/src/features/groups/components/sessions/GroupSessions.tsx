import type { GroupDetail, StudySession } from '@lectern/shared-api/contract';
import { useGroupSessions } from '@lectern/shared-api/student';
import { Button, Spinner } from '@lectern/shared-ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { RowList } from '../../../../components/RowList.tsx';
import { SectionHeader } from '../../../../components/SectionHeader.tsx';
import { PastSessions } from './PastSessions.tsx';
import { ScheduleSessionForm } from './ScheduleSessionForm.tsx';
import { hasEnded } from './sessionTime.ts';
import { UpcomingSession } from './UpcomingSession.tsx';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Upcoming (and under way) soonest first; ended ones newest first. */
function splitSessions(sessions: StudySession[], now: number) {
  const byStart = (a: StudySession, b: StudySession) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
  return {
    upcoming: sessions.filter((session) => !hasEnded(session.endsAt, now)).sort(byStart),
    past: sessions.filter((session) => hasEnded(session.endsAt, now)).sort((a, b) => byStart(b, a)),
  };
}

/**
 * The group's study sessions: those to come, each with who is going, Going / Not going and
 * Cancel session for whoever may; Schedule a session for members; the past ones in brief.
 * Staff who are not members (group.readOnly) read only. Someone not in the group sees none (the
 * server would refuse them).
 */
export function GroupSessions({ group }: { group: GroupDetail }) {
  const canRead = group.myRole !== null || group.readOnly;
  const sessions = useGroupSessions(group.id, { enabled: canRead });
  const [scheduling, setScheduling] = useState(false);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  if (!canRead) return null;

  // After the question closes (it gives focus back to its opener, gone with the session).
  const focusHeading = () => window.setTimeout(() => heading.current?.focus(), 0);
  const closeForm = () => {
    setScheduling(false);
    scheduleButton.current?.focus();
  };
  const { upcoming, past } = splitSessions(sessions.data ?? [], Date.now());

  return (
    <Panel aria-labelledby={`${formId}-title`}>
      <SectionHeader>
        <h2 id={`${formId}-title`} ref={heading} tabIndex={-1}>
          Study sessions
        </h2>
        {group.readOnly ? null : (
          <Button ref={scheduleButton} size="sm" aria-expanded={scheduling} aria-controls={scheduling ? formId : undefined} onClick={() => setScheduling((open) => !open)}>
            Schedule a session
          </Button>
        )}
      </SectionHeader>
      {scheduling ? (
        <div id={formId}>
          <ScheduleSessionForm groupId={group.id} onScheduled={closeForm} onCancel={closeForm} />
        </div>
      ) : null}
      {sessions.isPending ? <Spinner label="Loading sessions..." showLabel /> : null}
      {sessions.isError ? (
        <div role="alert">
          <p>The sessions could not be loaded.</p>
          <Button size="sm" variant="secondary" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {sessions.data ? (
        <>
          {upcoming.length > 0 ? (
            <RowList aria-label="Upcoming sessions">
              {upcoming.map((session) => (
                <UpcomingSession key={session.id} session={session} readOnly={group.readOnly} onCancelled={focusHeading} />
              ))}
            </RowList>
          ) : (
            <Muted>No sessions planned yet.{group.readOnly ? null : ' Schedule one and the group hears about it.'}</Muted>
          )}
          <PastSessions sessions={past} />
        </>
      ) : null}
    </Panel>
  );
}
