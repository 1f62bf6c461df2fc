import { useCurrentAnnouncement } from '@lectern/shared-api/student';
import { VisuallyHidden } from '@lectern/shared-ui';
import { useState } from 'react';
import styled, { css } from 'styled-components';

const Card = styled.section<{ $besideImage: boolean }>`
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* On the dashboard, from 640px an image sits beside the text; the side panel stays one column. */
  ${({ $besideImage }) =>
    $besideImage &&
    css`
      ${({ theme }) => theme.media.sm} {
        grid-template-columns: minmax(0, 220px) minmax(0, 1fr);
      }
    `}
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  max-height: 180px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Text = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const Kicker = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.p`
  /* Plain text as the author wrote it: line breaks kept, never read as HTML. */
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MoreLink = styled.a`
  justify-self: start;
  font-weight: 600;
  padding: ${({ theme }) => theme.space.xs} 0;
`;

/** Only web addresses become links: anything else (javascript:, data:) is dropped. */
const isWebLink = (link: string | null): link is string => Boolean(link && /^https?:\/\//i.test(link));

export interface CurrentAnnouncementProps {
  /** The heading level of the title within the page (2 on the dashboard, 3 in the side panel). */
  headingLevel?: 2 | 3;
  /** One column whatever the width, for the narrow side panel. */
  compact?: boolean;
}

/**
 * The current approved announcement, in the dashboard's announcement slot and the phone's side
 * panel. While loading, when there is none, and when it cannot be had, it takes no room at all.
 */
export function CurrentAnnouncement({ headingLevel = 2, compact = false }: CurrentAnnouncementProps) {
  const current = useCurrentAnnouncement();
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const announcement = current.data;
  if (!announcement) return null;
  const showImage = announcement.imageUrl !== null && imageFailed !== announcement.imageUrl;
  return (
    <Card aria-label="Announcement" $besideImage={showImage && !compact}>
      {showImage ? (
        <Picture src={announcement.imageUrl ?? undefined} alt={announcement.title} loading="lazy" onError={() => setImageFailed(announcement.imageUrl)} />
      ) : null}
      <Text>
        <Kicker aria-hidden="true">Announcement</Kicker>
        <Title as={`h${headingLevel}`}>{announcement.title}</Title>
        <Body>{announcement.body}</Body>
        {isWebLink(announcement.link) ? (
          <MoreLink href={announcement.link} target="_blank" rel="noopener noreferrer">
            Learn more<VisuallyHidden> about {announcement.title} (opens in a new tab)</VisuallyHidden>
          </MoreLink>
        ) : null}
      </Text>
    </Card>
  );
}
