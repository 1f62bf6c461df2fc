import { RELEASE_MESSAGES, type ReleaseEvent } from '@lectern/shared-api/contract';
import { useId } from 'react';
import styled from 'styled-components';
import { TRAIL_TEXTS, releaseTime, trailSentence } from '../releaseTexts.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Events = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: none;
  }
  p {
    margin: 0;
  }
`;

const When = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The audit trail, newest first: who did what to which release, when, and why (a withdrawn canary's figures). */
export function AuditTrail({ events }: { events: readonly ReleaseEvent[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{RELEASE_MESSAGES.trail}</h2>
      {events.length === 0 ? (
        <Empty>{TRAIL_TEXTS.empty}</Empty>
      ) : (
        <Events>
          {events.map((event) => (
            <li key={event.id}>
              <p>{trailSentence(event)}</p>
              {event.detail ? <Detail>{event.detail}</Detail> : null}
              <When>
                <time dateTime={event.at}>{releaseTime(event.at)}</time>
              </When>
            </li>
          ))}
        </Events>
      )}
    </Section>
  );
}
