import { errorMessage, hasCode } from '@lectern/shared-api';
import { RELEASE_LIMITS, RELEASE_MESSAGES, type ReleaseWithHealth, type RemoteReleases } from '@lectern/shared-api/contract';
import { useEndCanary, usePreviewRelease, usePromoteRelease, useRollbackRelease, useStartCanary } from '@lectern/shared-api/management';
import { notify } from '@lectern/shared-ui';
import { useState } from 'react';
import { ACTION_TEXTS, PREVIEW_PAGES, RELEASE_TEXTS } from '../releaseTexts.ts';

/** What an admin asked to do, waiting for them to confirm it. */
export type ReleaseAsk =
  | { kind: 'promote' | 'canary' | 'preview'; remote: RemoteReleases; release: ReleaseWithHealth }
  | { kind: 'endCanary' | 'rollback'; remote: RemoteReleases };

export type ReleaseAskKind = ReleaseAsk['kind'];

/** The share a canary starts with unless the admin types another (a running canary keeps its own). */
export const DEFAULT_CANARY_PERCENT = 10;

/** The share typed, as a whole number within the contract's limits, or null. */
export function canaryPercent(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const percent = Number(trimmed);
  return percent >= RELEASE_LIMITS.canaryPercentMin && percent <= RELEASE_LIMITS.canaryPercentMax ? percent : null;
}

/** A full page load: the release of each remote is chosen when a page loads. */
export type LoadPage = (url: string) => void;

const failed = (error: unknown) => notify.error(errorMessage(error, RELEASE_TEXTS.failed), { title: RELEASE_TEXTS.errorTitle });

/**
 * Promote, start a canary, end it, roll back and preview: each asked first (`ask`), sent once
 * confirmed, and told in a toast (the server's own words when it refuses: already current, nothing
 * to roll back to, pruned). A share out of range is refused here with the contract's words and
 * nothing is sent; the server's field error for it shows the same way. A preview then loads a page
 * of its remote in full.
 */
export function useReleaseActions(loadPage: LoadPage) {
  const [asking, setAsking] = useState<ReleaseAsk | null>(null);
  // Each refusal counts, so the share's field takes the focus again even when the words are the same.
  const [percentRefusal, setPercentRefusal] = useState<{ message: string; count: number } | null>(null);
  const setPercentError = (message: string | null) =>
    setPercentRefusal((last) => (message === null ? null : { message, count: (last?.count ?? 0) + 1 }));
  const promote = usePromoteRelease();
  const canary = useStartCanary();
  const endCanary = useEndCanary();
  const rollback = useRollbackRelease();
  const preview = usePreviewRelease();
  const busy = promote.isPending || canary.isPending || endCanary.isPending || rollback.isPending || preview.isPending;

  const close = () => {
    setAsking(null);
    setPercentError(null);
  };
  const settled = { onSettled: close };

  const confirm = (percentText = '') => {
    if (!asking || busy) return;
    const remote = asking.remote.remote;
    switch (asking.kind) {
      case 'promote': {
        const release = asking.release.id;
        promote.mutate({ remote, release }, { onSuccess: () => notify.success(ACTION_TEXTS.promote.done(remote, release), { title: RELEASE_TEXTS.successTitle }), onError: failed, ...settled });
        return;
      }
      case 'canary': {
        const release = asking.release.id;
        const percent = canaryPercent(percentText);
        if (percent === null) {
          setPercentError(RELEASE_MESSAGES.canaryPercent);
          return;
        }
        setPercentError(null);
        canary.mutate(
          { remote, release, percent },
          {
            onSuccess: () => {
              notify.success(ACTION_TEXTS.canary.done(remote, release, percent), { title: RELEASE_TEXTS.successTitle });
              close();
            },
            onError: (error) => {
              // The server's word on the share stays on the field; any other refusal closes the dialog.
              const field = hasCode(error, 'VALIDATION') ? error.errors.find((entry) => entry.field === 'percent') : undefined;
              if (field) {
                setPercentError(field.message);
                return;
              }
              failed(error);
              close();
            },
          },
        );
        return;
      }
      case 'endCanary':
        endCanary.mutate({ remote }, { onSuccess: () => notify.success(ACTION_TEXTS.endCanary.done(remote), { title: RELEASE_TEXTS.successTitle }), onError: failed, ...settled });
        return;
      case 'rollback': {
        const previous = asking.remote.previous;
        rollback.mutate(
          { remote },
          {
            onSuccess: (answer) =>
              notify.success(ACTION_TEXTS.rollback.done(remote, answer.current?.id ?? previous ?? ''), { title: RELEASE_TEXTS.successTitle }),
            onError: failed,
            ...settled,
          },
        );
        return;
      }
      case 'preview':
        preview.mutate({ remote, release: asking.release.id }, { onSuccess: () => loadPage(PREVIEW_PAGES[remote]), onError: failed, ...settled });
        return;
    }
  };

  return {
    asking,
    busy,
    percentError: percentRefusal?.message ?? null,
    /** How many times the share was refused since the dialog opened. */
    percentRefusals: percentRefusal?.count ?? 0,
    ask: (next: ReleaseAsk) => {
      setPercentError(null);
      setAsking(next);
    },
    cancel: () => {
      if (!busy) close();
    },
    confirm,
  };
}
