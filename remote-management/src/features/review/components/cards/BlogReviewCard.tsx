import { BLOG_CARD_TAGS, type Blog } from '@lectern/shared-api/contract';
import { Badge } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { CardImage } from './CardImage.tsx';
import { CardBody, CardTitle, Description, Meta, Row } from './cardParts.tsx';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

function PictureIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 17-5-5-9 8" />
    </svg>
  );
}

/** A blog post: heading image, type, title, author, description, a few tags, views and likes (spec §2). */
export function BlogReviewCard({ blog }: { blog: Blog }) {
  const shownTags = blog.tags.slice(0, BLOG_CARD_TAGS);
  const moreTags = blog.tags.length - shownTags.length;
  return (
    <>
      <CardImage src={blog.headingImageAddress} none={<PictureIcon />} broken={<span>Image unavailable</span>} />
      <CardBody>
        <Row>
          {/* The type travels with underscores ('study_tips'); people read it with spaces. */}
          <Badge>{blog.type.replaceAll('_', ' ')}</Badge>
        </Row>
        <CardTitle>{blog.title}</CardTitle>
        <Meta>
          by {blog.creator.firstName} {blog.creator.lastName}
        </Meta>
        <Description>{blog.description}</Description>
        {blog.tags.length > 0 ? (
          <Tags aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
            {moreTags > 0 ? <li>+{moreTags} more</li> : null}
          </Tags>
        ) : null}
        <Row>
          <Meta>Views: {blog.views}</Meta>
          <Meta>Likes: {blog.likes}</Meta>
        </Row>
      </CardBody>
    </>
  );
}
