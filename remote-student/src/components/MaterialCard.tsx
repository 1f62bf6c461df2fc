import { CLASSIFICATION_LABELS, formatCourseCode, relativeTime, type Material, type ReviewStatus } from '@lectern/shared-api';
import { coursePagePath, materialPagePath } from '@lectern/shared-api/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SaveToggle } from './SaveToggle.tsx';
import { ShareAndDownload } from './ShareAndDownload.tsx';

/** Cards keep one width in rows, so a row scrolls by whole cards (the spec's 280px step). */
export const CARD_WIDTH_PX = 264;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Preview = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
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

/** A preview image, or the file type in large letters when there is none or it fails to load. */
function PreviewImage({ material }: { material: Material }) {
  const [failed, setFailed] = useState(false);
  if (!material.previewUrl || failed) {
    return <Preview aria-hidden="true">{material.type.toUpperCase()}</Preview>;
  }
  return (
    <Preview>
      <img
        src={material.previewUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </Preview>
  );
}

export interface MaterialCardProps {
  material: Material;
  /** My Uploads: the review status and a rejection's reason. */
  showReviewStatus?: boolean;
}

/** A material in every list: the spec's card fields, saved toggle, share and download. */
export function MaterialCard({ material, showReviewStatus = false }: MaterialCardProps) {
  const { course, creator } = material;
  return (
    <Card aria-label={material.label}>
      <PreviewImage material={material} />
      <Body>
        {showReviewStatus ? <Status $status={material.reviewStatus}>{STATUS_LABELS[material.reviewStatus]}</Status> : null}
        <Title>
          <Link to={materialPagePath(material.id)}>{material.label}</Link>
        </Title>
        <Meta>
          {CLASSIFICATION_LABELS[material.classification]}
          {material.pages ? ` · ${material.pages} ${material.pages === 1 ? 'page' : 'pages'}` : ''}
          {course ? (
            <>
              {' · '}
              <Link to={coursePagePath(course.courseCode)}>{formatCourseCode(course.courseCode)}</Link>
            </>
          ) : null}
        </Meta>
        <Meta>
          {creator.firstName} {creator.lastName} · <time dateTime={material.createdAt}>{relativeTime(material.createdAt)}</time>
        </Meta>
        <Meta>
          {material.downloads} downloads · {material.views} views · {material.likes} likes
        </Meta>
        {showReviewStatus && material.reviewStatus === 'rejected' && material.reviewComment ? (
          <Meta>Reason: {material.reviewComment}</Meta>
        ) : null}
        <Actions>
          <SaveToggle material={material} />
          <ShareAndDownload material={material} size="sm" />
        </Actions>
      </Body>
    </Card>
  );
}
