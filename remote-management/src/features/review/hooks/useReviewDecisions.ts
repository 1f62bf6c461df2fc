import { useSession, type ReviewAction, type ReviewKind, type ReviewStatus, type Role } from '@lectern/shared-api';
import { REVIEW_ACCESS } from '@lectern/shared-api/contract';
import { useDeleteReviewItem, useReviewItem, type ReviewKey } from '@lectern/shared-api/management';
import { notify } from '@lectern/shared-ui';
import { useState } from 'react';
import type { ReviewKindView } from '../kinds/index.ts';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { reviewFailure } from './reviewFailure.ts';

/** One string per key, for React keys and for knowing which cards are busy. */
export const keyId = (key: ReviewKey) => (typeof key === 'string' ? key : key.join('/'));

/**
 * What a role may do in a queue: approve and reject as the contract's REVIEW_ACCESS says (the
 * server checks the same table), delete only as an admin.
 */
export function reviewPermissions(kind: ReviewKind, role: Role | undefined) {
  return {
    canDecide: role !== undefined && REVIEW_ACCESS[kind].decide.includes(role),
    canDelete: role === 'admin',
  };
}

/**
 * Approve, reject and delete for one queue, with the specification's toasts. Several cards may be
 * decided at once, so each call reports on its own and marks only its own card busy.
 */
export function useReviewDecisions(view: ReviewKindView) {
  const review = useReviewItem(view.kind);
  const remove = useDeleteReviewItem(view.kind);
  const { user } = useSession();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { canDecide, canDelete } = reviewPermissions(view.kind, user?.role);

  const track = (id: string, running: Promise<unknown>) => {
    setBusy((current) => new Set(current).add(id));
    void running.finally(() =>
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    );
  };

  return {
    canDecide,
    canDelete,
    isBusy: (key: ReviewKey) => busy.has(keyId(key)),

    /** A role that may not decide here is ignored (the server would refuse it: 403). */
    decide(key: ReviewKey, action: ReviewAction, comment: string) {
      if (!canDecide) return;
      const trimmed = comment.trim();
      const running = review.mutateAsync({ key, body: trimmed ? { action, comment: trimmed } : { action } }).then(
        () => notify.success(view.toasts[action], { title: REVIEW_TEXTS.successTitle }),
        (error: unknown) => notify.error(reviewFailure(error, REVIEW_TEXTS.actionFailed), { title: REVIEW_TEXTS.errorTitle }),
      );
      track(keyId(key), running);
    },

    /** Resolves once the delete is over, whatever the outcome; a non-admin's is ignored. */
    remove(key: ReviewKey, status: ReviewStatus): Promise<void> {
      if (!canDelete) return Promise.resolve();
      const running = remove.mutateAsync({ key, status }).then(
        () => notify.success(view.toasts.deleted, { title: REVIEW_TEXTS.deletedTitle }),
        (error: unknown) => notify.error(reviewFailure(error, view.toasts.deleteFailed), { title: REVIEW_TEXTS.errorTitle }),
      );
      track(keyId(key), running);
      return running;
    },
  };
}
