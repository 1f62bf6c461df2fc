import type { Blog } from '@lectern/shared-api/contract';
import { useLikeBlog } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import Heart from 'lucide-react/icons/heart';
import styled from 'styled-components';

/** Liked: solid, its heart filled; the name and width stay the same either way. */
const Toggle = styled(Button)`
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

/**
 * Like and take the like back. The name stays 'Like' and aria-pressed tells the state; the
 * count beside it is the server's answer, never a guess.
 */
export function BlogLikeButton({ blog }: { blog: Blog }) {
  const like = useLikeBlog();
  return (
    <Toggle
      variant={blog.isLiked ? 'primary' : 'secondary'}
      aria-pressed={blog.isLiked}
      disabled={like.isPending}
      onClick={() => like.mutate({ id: blog.id, on: !blog.isLiked }, { onError: (error) => notify.error(error.message) })}
    >
      <Icon icon={Heart} size="sm" /> Like
    </Toggle>
  );
}
