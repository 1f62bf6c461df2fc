import { hasCode } from '@lectern/shared-api';
import { BLOG_MESSAGES, type Blog } from '@lectern/shared-api/contract';
import { useBlog } from '@lectern/shared-api/student';
import { Button, Icon, Spinner } from '@lectern/shared-ui';
import { Badge, QueryView, statusTone, TagChips } from '@lectern/shared-ui/lists';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import Heart from 'lucide-react/icons/heart';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { authorName, BLOGS_PATH, blogTypeLabel, paragraphsOf, REVIEW_STATUS_LABELS } from './blogDisplay.ts';
import { BlogLikeButton } from './BlogLikeButton.tsx';
import { formatCount } from '../../../components/formatCount.ts';
import { HeadingImage } from './HeadingImage.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Page = styled.article`
  ${stack('md')}
  max-width: 46rem;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The body is text, never markup: React escapes it, and single line breaks are kept as typed. */
const Body = styled.div`
  ${stack('md')}
  line-height: 1.65;
  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: flex-start;
`;

const BackLink = () => (
  <Back to={BLOGS_PATH}>
    <Icon icon={ArrowLeft} size="sm" />
    Back to Blogs
  </Back>
);

/** A count with its icon; the words say what it counts. */
const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Only the author (and staff) can open a post that is not approved: say where it stands. */
function ReviewNotice({ blog }: { blog: Blog }) {
  if (blog.reviewStatus === 'approved') return null;
  return (
    <Notice>
      <Badge tone={statusTone(blog.reviewStatus)}>{REVIEW_STATUS_LABELS[blog.reviewStatus]}</Badge>
      {blog.reviewStatus === 'pending'
        ? 'Only you can see this post until staff approve it.'
        : `Not approved${blog.reviewComment ? `: ${blog.reviewComment}` : '.'}`}
    </Notice>
  );
}

/** /dashboard/blogs/:id: one post, its views and likes. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const query = useBlog(id);

  return (
    <QueryView
      query={query}
      loading={<Spinner label="Loading post..." showLabel />}
      renderError={(error, retry) =>
        hasCode(error, 'NOT_FOUND') ? (
          <Notice role="alert">
            {BLOG_MESSAGES.notFound} <BackLink />
          </Notice>
        ) : (
          <Notice role="alert">
            {error.message}
            <Button size="sm" variant="secondary" onClick={retry}>
              Try again
            </Button>
          </Notice>
        )
      }
    >
      {(blog) => <BlogPost blog={blog} />}
    </QueryView>
  );
}

function BlogPost({ blog }: { blog: Blog }) {
  return (
    <Page aria-labelledby="blog-title">
      <BackLink />
      <HeadingImage address={blog.headingImageAddress} large />
      <Meta>
        <Badge>{blogTypeLabel(blog.type)}</Badge>
        <span>by {authorName(blog)}</span>
        <time dateTime={blog.createdAt}>{new Date(blog.createdAt).toLocaleDateString()}</time>
      </Meta>
      <h1 id="blog-title">{blog.title}</h1>
      <ReviewNotice blog={blog} />
      <Lead>{blog.description}</Lead>
      <Body>
        {paragraphsOf(blog.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Body>
      <TagChips tags={blog.tags} size="md" />
      <Footer>
        <BlogLikeButton blog={blog} />
        <Count>
          <Icon icon={Heart} size="sm" />
          {formatCount(blog.likes, 'like')}
        </Count>
        <Count>
          <Icon icon={Eye} size="sm" />
          {formatCount(blog.views, 'view')}
        </Count>
      </Footer>
    </Page>
  );
}
