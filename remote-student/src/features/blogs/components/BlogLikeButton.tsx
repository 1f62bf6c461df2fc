import type { Blog } from '@lectern/shared-api/contract';
import { useLikeBlog } from '@lectern/shared-api/student';
import { Button, notify } from '@lectern/shared-ui';

/**
 * Like and take the like back. The name stays 'Like' and aria-pressed tells the state; the
 * count beside it is the server's answer, never a guess.
 */
export function BlogLikeButton({ blog }: { blog: Blog }) {
  const like = useLikeBlog();
  return (
    <Button
      variant={blog.isLiked ? 'primary' : 'secondary'}
      aria-pressed={blog.isLiked}
      disabled={like.isPending}
      onClick={() => like.mutate({ id: blog.id, on: !blog.isLiked }, { onError: (error) => notify.error(error.message) })}
    >
      <span aria-hidden="true">{blog.isLiked ? '♥' : '♡'}</span> Like
    </Button>
  );
}
