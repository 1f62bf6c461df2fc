import { BLOG_CARD_TAGS, type Blog } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import ImageIcon from 'lucide-react/icons/image';
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

/** A blog post: heading image, type, title, author, description, a few tags, views and likes (spec §2). */
export function BlogReviewCard({ blog }: { blog: Blog }) {
  const shownTags = blog.tags.slice(0, BLOG_CARD_TAGS);
  const moreTags = blog.tags.length - shownTags.length;
  return (
    <>
      <CardImage src={blog.headingImageAddress} none={<Icon icon={ImageIcon} size="lg" />} broken={<span>Image unavailable</span>} />
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
