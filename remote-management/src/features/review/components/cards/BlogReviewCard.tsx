import { BLOG_CARD_TAGS, type Blog } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge, TagChips } from '@lectern/shared-ui/lists';
import ImageIcon from 'lucide-react/icons/image';
import { CardImage } from './CardImage.tsx';
import { CardBody, CardTitle, Description, Meta, Row } from './cardParts.tsx';

/** A blog post: heading image, type, title, author, description, a few tags, views and likes. */
export function BlogReviewCard({ blog }: { blog: Blog }) {
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
        <TagChips tags={blog.tags} limit={BLOG_CARD_TAGS} />
        <Row>
          <Meta>Views: {blog.views}</Meta>
          <Meta>Likes: {blog.likes}</Meta>
        </Row>
      </CardBody>
    </>
  );
}
