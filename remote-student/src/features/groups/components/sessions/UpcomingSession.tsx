import type { StudySession } from '@lectern/shared-api/contract';
import { spreadRowCss } from '@lectern/shared-ui/rows';
import styled from 'styled-components';
import { panelBoxCss } from '../../../../components/cardBox.ts';
import { CancelSessionButton } from './CancelSessionButton.tsx';
import { SessionAnswerToggle } from './SessionAnswerToggle.tsx';
import { SessionLocation } from './SessionLocation.tsx';
import { sessionWhen } from './sessionTime.ts';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${panelBoxCss}
  overflow-wrap: anywhere;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const answerCounts = (session: Pick<StudySession, 'going' | 'notGoing'>) => `${session.going} going, ${session.notGoing} not going`;

/**
 * One session to come: what, when, where, who is going; Going / Not going for members, and
 * Cancel session for whoever may (its creator, the group's owner). Staff who are not members read.
 */
export function UpcomingSession({ session, readOnly, onCancelled }: { session: StudySession; readOnly: boolean; onCancelled: () => void }) {
  return (
    <Item>
      <h3>{session.title}</h3>
      <p>
        <time dateTime={session.startsAt}>{sessionWhen(session.startsAt, session.endsAt, session.siteTimeZone)}</time>
      </p>
      <p>
        Where: <SessionLocation location={session.location} />
      </p>
      <Muted>
        {answerCounts(session)}
        {session.createdBy ? ` · Scheduled by ${session.createdBy.firstName} ${session.createdBy.lastName}` : null}
      </Muted>
      {readOnly ? null : (
        <Actions>
          <SessionAnswerToggle session={session} />
          {session.canCancel ? <CancelSessionButton session={session} onCancelled={onCancelled} /> : null}
        </Actions>
      )}
    </Item>
  );
}
