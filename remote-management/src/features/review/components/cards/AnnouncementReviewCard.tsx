import type { Announcement, ReviewStatus } from '@lectern/shared-api/contract';
import { VisuallyHidden } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { CardImage } from './CardImage.tsx';
import { CardBody, CardTitle, Meta, Row } from './cardParts.tsx';

const Body = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Today as the server counts announcement days: a UTC calendar day, YYYY-MM-DD. */
export const utcToday = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** A YYYY-MM-DD day as people read it ('1 Mar 2026' or the reader's own order), never shifted by their time zone. */
export const calendarDayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** What an announcement whose last day has gone means for its tab: deciding it now shows nothing. */
const ENDED_NOTES: Record<ReviewStatus, string> = {
  pending: 'Its dates have passed: approving it now would not show it.',
  approved: 'Its dates have passed: it no longer shows.',
  rejected: 'Its dates have passed.',
};

/** An announcement: its image, title, text and link, the days it shows, who wrote it, and whether it is over. */
export function AnnouncementReviewCard({ announcement, now = Date.now() }: { announcement: Announcement; now?: number }) {
  const today = utcToday(now);
  const ended = announcement.endsOn < today;
  const showingNow = announcement.reviewStatus === 'approved' && !ended && announcement.startsOn <= today;
  return (
    <>
      {announcement.imageUrl ? <CardImage src={announcement.imageUrl} none={null} broken={<span>Image unavailable</span>} /> : null}
      <CardBody>
        {ended || showingNow ? (
          <Row>
            {ended ? <Badge tone="danger">Ended</Badge> : null}
            {showingNow ? <Badge tone="success">Showing now</Badge> : null}
          </Row>
        ) : null}
        <CardTitle>{announcement.title}</CardTitle>
        <Body>{announcement.body}</Body>
        {announcement.link ? (
          <Meta>
            <a href={announcement.link} target="_blank" rel="noopener noreferrer">
              {announcement.link}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Meta>
        ) : null}
        <Meta>
          Shows <time dateTime={announcement.startsOn}>{calendarDayLabel(announcement.startsOn)}</time> –{' '}
          <time dateTime={announcement.endsOn}>{calendarDayLabel(announcement.endsOn)}</time>
        </Meta>
        <Meta>
          by {announcement.author.firstName} {announcement.author.lastName}
        </Meta>
        {ended ? <Note>{ENDED_NOTES[announcement.reviewStatus]}</Note> : null}
      </CardBody>
    </>
  );
}
