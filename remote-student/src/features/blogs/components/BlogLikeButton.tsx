import type { Blog } from '@lectern/shared-api/contract';
import { useLikeBlog } from '@lectern/shared-api/student';
import { Icon, notify } from '@lectern/shared-ui';
import Heart from 'lucide-react/icons/heart';
import { PressableButton } from '../../../components/PressableButton.tsx';

/**
 * Like and take the like back. Liked looks pressed (solid, the heart filled, as a material's
 * Like); the name stays 'Like', so the width does not move, and aria-pressed tells the state.
 * The count beside it is the server's answer, never a guess.
 */
export function BlogLikeButton({ blog }: { blog: Blog }) {
  const like = useLikeBlog();
  return (
    <PressableButton
      variant="secondary"
      aria-pressed={blog.isLiked}
      disabled={like.isPending}
      onClick={() => like.mutate({ id: blog.id, on: !blog.isLiked }, { onError: (error) => notify.error(error.message) })}
    >
      <Icon icon={Heart} size="sm" /> Like
    </PressableButton>
  );
}
