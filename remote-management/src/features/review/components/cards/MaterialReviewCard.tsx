import { CLASSIFICATION_LABELS, formatCourseCode, type Material } from '@lectern/shared-api';
import { REVIEW_OVERDUE_MS, REWARD_MESSAGES } from '@lectern/shared-api/contract';
import { Badge, PreviewStatusNote } from '@lectern/shared-ui/lists';
import { CardImage } from './CardImage.tsx';
import { CardBody, CardTitle, Description, Meta, Row } from './cardParts.tsx';
import { OpenMaterialLink } from './OpenMaterialLink.tsx';

/** The specification promises uploads a review within a day: one still pending after that is flagged. */
export const isOverdue = (material: Material, now = Date.now()) =>
  material.reviewStatus === 'pending' && now - new Date(material.createdAt).getTime() > REVIEW_OVERDUE_MS;

/** An upload: preview, title, classification and type, whether it skips the queue, uploader, course, and the way to open it. */
export function MaterialReviewCard({ material }: { material: Material }) {
  const fileType = material.type.toUpperCase();
  // A preview still being made, or one that could not be, says so in the picture's place.
  const previewState = material.previewStatus === 'pending' || material.previewStatus === 'unavailable' ? material.previewStatus : null;
  return (
    <>
      <CardImage
        src={previewState ? null : material.previewUrl}
        none={previewState ? <PreviewStatusNote status={previewState} /> : <span>{fileType}</span>}
        broken={<span>{fileType}</span>}
      />
      <CardBody>
        <Row>
          <Badge>{CLASSIFICATION_LABELS[material.classification]}</Badge>
          <Badge>{fileType}</Badge>
          {isOverdue(material) ? <Badge tone="danger">Overdue</Badge> : null}
          {/* Its uploader has 10 approved uploads (the first reward): this one goes to the front of the queue. */}
          {material.skipsQueue ? <Badge tone="success">{REWARD_MESSAGES.skipsQueueBadge}</Badge> : null}
        </Row>
        <CardTitle>{material.label}</CardTitle>
        <Meta>
          Uploaded by {material.creator.firstName} {material.creator.lastName}
        </Meta>
        <Meta>{material.course ? `${formatCourseCode(material.course.courseCode)}: ${material.course.courseName}` : 'No course'}</Meta>
        {material.description ? <Description>{material.description}</Description> : null}
        <Meta>
          <OpenMaterialLink id={material.id}>Open material</OpenMaterialLink>
        </Meta>
      </CardBody>
    </>
  );
}
