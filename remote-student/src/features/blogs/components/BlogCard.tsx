import { BLOG_CARD_TAGS, type Blog } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge, CardBody, CardFrame, CardMeta, CardTitle, statusTone, TagChips } from '@lectern/shared-ui/lists';
import Eye from 'lucide-react/icons/eye';
import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { authorName, blogPath, blogTypeLabel, REVIEW_STATUS_LABELS } from './blogDisplay.ts';
import { formatCount } from '../../../components/formatCount.ts';
import { HeadingImage } from './HeadingImage.tsx';
import { cluster } from '@lectern/shared-ui/rows';

const Badges = styled.div`
  ${cluster('xs')}
`;

const Counts = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Reason = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export interface BlogCardProps {
  blog: Blog;
  /** My posts: the review status, and a rejection's reason. */
  showReviewStatus?: boolean;
}

/** The spec's blog card: heading image, type, title, author, description, a few tags, views and likes. */
export function BlogCard({ blog, showReviewStatus = false }: BlogCardProps) {
  return (
    <CardFrame aria-label={blog.title}>
      <HeadingImage address={blog.headingImageAddress} />
      <CardBody>
        <Badges>
          <Badge>{blogTypeLabel(blog.type)}</Badge>
          {showReviewStatus ? <Badge tone={statusTone(blog.reviewStatus)}>{REVIEW_STATUS_LABELS[blog.reviewStatus]}</Badge> : null}
        </Badges>
        <CardTitle>
          <Link to={blogPath(blog.id)}>{blog.title}</Link>
        </CardTitle>
        <CardMeta>by {authorName(blog)}</CardMeta>
        <CardMeta>{blog.description}</CardMeta>
        <TagChips tags={blog.tags} limit={BLOG_CARD_TAGS} />
        {showReviewStatus && blog.reviewStatus === 'rejected' && blog.reviewComment ? <Reason>Reason: {blog.reviewComment}</Reason> : null}
        <Counts>
          <span>
            <Icon icon={Eye} size="sm" />
            {formatCount(blog.views, 'view')}
          </span>
          <span>
            <Icon icon={Heart} size="sm" />
            {formatCount(blog.likes, 'like')}
          </span>
        </Counts>
      </CardBody>
    </CardFrame>
  );
}
