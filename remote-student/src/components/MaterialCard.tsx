import { CLASSIFICATION_LABELS, formatCourseCode, relativeTime, type Material, type ReviewStatus } from '@lectern/shared-api';
import { coursePagePath, materialPagePath } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { CardBody, CardFrame, CardMeta, CardTitle, PreviewStatusNote, Snippet } from '@lectern/shared-ui/lists';
import FileText from 'lucide-react/icons/file-text';
import Link2 from 'lucide-react/icons/link-2';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AddToFolder } from './AddToFolder.tsx';
import { activityLine, formatCount } from './formatCount.ts';
import { linkSite } from './linkSite.ts';
import { SaveToggle } from './SaveToggle.tsx';
import { isShareable, ShareAndDownload } from './ShareAndDownload.tsx';

/** Cards keep one width in rows, so a row scrolls by whole cards (the spec's 280px step). */
export const CARD_WIDTH_PX = 264;

/** The phone's row: its thumbnail's width (the height follows a page's shape). */
export const THUMBNAIL_WIDTH_PX = 56;

// One component, two layouts chosen by CSS alone (no JavaScript media query, so the server's HTML
// and the hydrated page agree): a card from `sm` up; below it a compact row (thumbnail, title, course,
// type and pages, the saved toggle) so a phone shows several results per screen.
const Card = styled(CardFrame)`
  position: relative;
  ${({ theme }) => theme.media.belowSm} {
    display: grid;
    grid-template-columns: ${THUMBNAIL_WIDTH_PX}px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    [data-card-only] {
      display: none;
    }
  }
  /* A list's corner action sits under Add to folder over the preview on a card (so the actions line
     keeps its width), and with the other actions in the phone's row. Add to folder is a 36px button. */
  ${({ theme }) => theme.media.sm} {
    [data-corner] {
      position: absolute;
      z-index: 1;
      top: calc(${({ theme }) => theme.space.sm} * 2 + 36px - ${({ theme }) => theme.space.xs});
      right: ${({ theme }) => theme.space.sm};
    }
    [data-corner] button {
      box-shadow: ${({ theme }) => theme.shadows.sm};
    }
  }
`;

const Preview = styled.div`
  aspect-ratio: 4 / 3;
  /* The box keeps its shape and the image is cropped to its top: without this, the image's own
     height (a whole page) overrode the ratio and a card grew to the page when its preview came. */
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-align: center;
  overflow-wrap: anywhere;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top;
  }
  /* A slide (wider than tall) is shown whole, its text uncut: the box's spare height stays muted. */
  img[data-landscape] {
    object-fit: contain;
    object-position: center;
  }
  &:has(img) {
    padding: 0;
  }
  ${({ theme }) => theme.media.belowSm} {
    aspect-ratio: 4 / 5;
    padding: ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow: hidden;
    [data-site] {
      display: none;
    }
  }
`;

const Body = styled(CardBody)`
  ${({ theme }) => theme.media.belowSm} {
    gap: ${({ theme }) => theme.space.xxs};
    padding: 0;
  }
`;

const Title = styled(CardTitle)`
  ${({ theme }) => theme.media.belowSm} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    /* The whole row opens the material; its other links and buttons sit above this. */
    a::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`;

const Meta = styled(CardMeta)`
  a {
    position: relative;
    z-index: 1;
    /* A course code reads as one word: never 'CSC' at a line's end and '101' on the next. */
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.belowSm} {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  /* On a card the corner action is placed against the card itself; the buttons stay above the
     title link's stretched area on their own. */
  ${({ theme }) => theme.media.sm} {
    position: static;
    a,
    button {
      position: relative;
      z-index: 1;
    }
  }
  display: flex;
  /* Two icons and one labelled button fit a card's width; wrapping is only a last resort. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.belowSm} {
    padding: 0;
  }
`;

/** Share and Download (or Open): on the card, not in the phone's row (the material's page has them). */
const CardOnlyActions = styled.span`
  display: contents;
`;

/**
 * Add to folder on the card: a small button over the preview's corner, so the actions line keeps
 * its two icons and one labelled button. The phone's row leaves it to the material's page.
 */
const FolderCorner = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  button {
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' };

const Status = styled.p<{ $status: ReviewStatus }>`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme, $status }) => ($status === 'approved' ? theme.colors.success : $status === 'rejected' ? theme.colors.danger : theme.colors.accent)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** What kind of thing it is, in a word: the file type ('PDF') or 'Link'. */
export const typeLabel = (material: Material) => (material.type === 'link' ? 'Link' : material.type.toUpperCase());

/**
 * A preview image; while the server is still making it "Preparing preview...", when it could not
 * "Preview unavailable"; without one (or when it fails) an icon with the type, or the linked site's name.
 */
function PreviewImage({ material }: { material: Material }) {
  const [failed, setFailed] = useState(false);
  if (material.previewStatus === 'pending' || material.previewStatus === 'unavailable') {
    return (
      <Preview>
        <PreviewStatusNote status={material.previewStatus} wordsOnPhone={false} />
      </Preview>
    );
  }
  if (!material.previewUrl || failed) {
    const site = material.type === 'link' ? linkSite(material.url) : null;
    return (
      <Preview aria-hidden="true">
        <Icon icon={material.type === 'link' ? Link2 : FileText} size="lg" />
        {site ? <span data-site>{site}</span> : <span>{typeLabel(material)}</span>}
      </Preview>
    );
  }
  return (
    <Preview>
      <img src={material.previewUrl} alt="" loading="lazy" data-landscape={isLandscape(material) || undefined} onError={() => setFailed(true)} />
    </Preview>
  );
}

/** Page 1 is wider than tall (a slide deck), as the server measured it. */
const isLandscape = (material: Material) => material.pageAspect !== null && material.pageAspect < 1;

/** Classification, type, pages (or the linked site) and the course, in one line. */
function Summary({ material }: { material: Material }) {
  const site = material.type === 'link' ? linkSite(material.url) : null;
  const parts = [CLASSIFICATION_LABELS[material.classification], typeLabel(material)];
  if (site) parts.push(site);
  if (material.pages) parts.push(formatCount(material.pages, 'page'));
  return (
    <Meta>
      {parts.join(' · ')}
      {material.course ? (
        <>
          {' · '}
          <Link to={coursePagePath(material.course.courseCode)}>{formatCourseCode(material.course.courseCode)}</Link>
        </>
      ) : null}
    </Meta>
  );
}

export interface MaterialCardProps {
  material: Material;
  /** My Uploads: the review status and a rejection's reason. */
  showReviewStatus?: boolean;
  /** More actions of the list it is in (a folder's "Remove from folder"), after the card's own. */
  actions?: ReactNode;
  /**
   * One more small action of the list it is in (Saved materials: Keep offline), under Add to folder
   * over the preview's corner, so the card's actions line keeps its width; in the phone's row, after its actions.
   */
  cornerAction?: ReactNode;
}

/**
 * Where the card's title leads: the material's page; from a search result (the words were found
 * inside the document), with the search (`?q=`, else the snippet's marked words) and the page
 * the words are on, so the reader opens there with them marked.
 */
function useMaterialLink(material: Material): string {
  const [params] = useSearchParams();
  const { snippet } = material;
  if (!snippet) return materialPagePath(material.id);
  const marked = snippet.marks.map(({ start, end }) => snippet.text.slice(start, end)).join(' ');
  return materialPagePath(material.id, { q: params.get('q')?.trim() || marked, page: snippet.page });
}

/** A material in every list: the spec's card fields, saved toggle, share and download, Add to folder (a row on phones). */
export function MaterialCard({ material, showReviewStatus = false, actions, cornerAction }: MaterialCardProps) {
  const { creator } = material;
  const shareable = isShareable(material);
  const link = useMaterialLink(material);
  return (
    <Card aria-label={material.label}>
      <PreviewImage material={material} />
      <Body>
        {showReviewStatus ? <Status $status={material.reviewStatus}>{STATUS_LABELS[material.reviewStatus]}</Status> : null}
        <Title>
          <Link to={link}>{material.label}</Link>
        </Title>
        {/* A search that found the words inside the document: where, and the words marked. */}
        {material.snippet ? <Snippet snippet={material.snippet} /> : null}
        <Summary material={material} />
        {/* "N minutes ago" may turn over between the server's markup and hydration: not a mismatch worth re-rendering for. */}
        <Meta data-card-only>
          {creator.firstName} {creator.lastName} ·{' '}
          <time dateTime={material.createdAt} suppressHydrationWarning>
            {relativeTime(material.createdAt)}
          </time>
        </Meta>
        <Meta data-card-only>{activityLine(material)}</Meta>
        {showReviewStatus && material.reviewStatus === 'rejected' && material.reviewComment ? (
          <Meta>Reason: {material.reviewComment}</Meta>
        ) : null}
      </Body>
      <Actions>
        {shareable ? <SaveToggle material={material} iconOnly /> : null}
        <CardOnlyActions data-card-only>
          <ShareAndDownload material={material} size="sm" compact />
        </CardOnlyActions>
        {actions}
        {cornerAction ? <span data-corner>{cornerAction}</span> : null}
      </Actions>
      <FolderCorner data-card-only>
        <AddToFolder material={material} size="sm" compact />
      </FolderCorner>
    </Card>
  );
}
