import { Icon, notify } from '@lectern/shared-ui';
import Heart from 'lucide-react/icons/heart';
import type { ReactNode } from 'react';
import { PressableButton } from './PressableButton.tsx';

/** A like call of the student API (a material's, a blog post's): on or off for one item. */
interface LikeCall {
  isPending: boolean;
  mutate: (change: { id: string; on: boolean }, options: { onError: (error: Error) => void }) => void;
}

/**
 * Like and take the like back: pressed while liked (aria-pressed tells the state), still while the
 * last press is on its way, and a toast when the server refuses. `children` follow the heart.
 */
export function LikeButton({ id, liked, like, children }: { id: string; liked: boolean; like: LikeCall; children: ReactNode }) {
  return (
    <PressableButton
      variant="secondary"
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => like.mutate({ id, on: !liked }, { onError: (error) => notify.error(error.message) })}
    >
      <Icon icon={Heart} size="sm" />
      {children}
    </PressableButton>
  );
}
