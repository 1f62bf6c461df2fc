import { relativeTime } from '@lectern/shared-api';
import type { GroupPostBase } from '@lectern/shared-api/contract';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** What a gone account's posts are signed with. */
export const FORMER_MEMBER = 'Former member';

export const authorName = (post: Pick<GroupPostBase, 'author'>) => (post.author ? `${post.author.firstName} ${post.author.lastName}` : FORMER_MEMBER);

/** Who wrote a post and when, and whether it was edited. */
export function PostByline({ post }: { post: GroupPostBase }) {
  return (
    <Line>
      <strong>{authorName(post)}</strong>
      <span aria-hidden="true">·</span>
      <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
      {post.editedAt && !post.removed ? <span>(edited)</span> : null}
    </Line>
  );
}
