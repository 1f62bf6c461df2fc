import type { Blog } from '@lectern/shared-api/contract';
import { useLikeBlog } from '@lectern/shared-api/student';
import { LikeButton } from '../../../components/LikeButton.tsx';

/**
 * Like and take the like back. Liked looks pressed (solid, the heart filled, as a material's
 * Like); the name stays 'Like', so the width does not move, and aria-pressed tells the state.
 * The count beside it is the server's answer, never a guess.
 */
export function BlogLikeButton({ blog }: { blog: Blog }) {
  const like = useLikeBlog();
  return (
    <LikeButton id={blog.id} liked={blog.isLiked} like={like}>
      {' '}
      Like
    </LikeButton>
  );
}
