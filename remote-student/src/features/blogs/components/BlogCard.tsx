import { BLOG_CARD_TAGS, type Blog } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge, statusTone } from '@lectern/shared-ui/lists';
import Eye from 'lucide-react/icons/eye';
import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { authorName, blogPath, blogTypeLabel, REVIEW_STATUS_LABELS } from './blogDisplay.ts';
import { formatCount } from '../../../components/formatCount.ts';
import { HeadingImage } from './HeadingImage.tsx';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  padding: ${({ theme }) => theme.space.md};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
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

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
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
  const shownTags = blog.tags.slice(0, BLOG_CARD_TAGS);
  const moreTags = blog.tags.length - shownTags.length;
  return (
    <Card aria-label={blog.title}>
      <HeadingImage address={blog.headingImageAddress} />
      <Body>
        <Badges>
          <Badge>{blogTypeLabel(blog.type)}</Badge>
          {showReviewStatus ? <Badge tone={statusTone(blog.reviewStatus)}>{REVIEW_STATUS_LABELS[blog.reviewStatus]}</Badge> : null}
        </Badges>
        <Title>
          <Link to={blogPath(blog.id)}>{blog.title}</Link>
        </Title>
        <Muted>by {authorName(blog)}</Muted>
        <Muted>{blog.description}</Muted>
        {shownTags.length > 0 ? (
          <Tags aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
            {moreTags > 0 ? <li>+{moreTags} more</li> : null}
          </Tags>
        ) : null}
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
      </Body>
    </Card>
  );
}
