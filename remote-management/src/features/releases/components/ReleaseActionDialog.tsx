import { RELEASE_LIMITS, RELEASE_MESSAGES, type ReleaseWithHealth } from '@lectern/shared-api/contract';
import { TextField } from '@lectern/shared-ui/forms';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_CANARY_PERCENT, type ReleaseAsk } from '../hooks/useReleaseActions.ts';
import { ACTION_TEXTS, releaseTime } from '../releaseTexts.ts';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Details = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CONFIRM_LABELS: Record<ReleaseAsk['kind'], string> = {
  promote: RELEASE_MESSAGES.promote,
  canary: RELEASE_MESSAGES.startCanary,
  endCanary: RELEASE_MESSAGES.endCanary,
  rollback: RELEASE_MESSAGES.rollBack,
  preview: RELEASE_MESSAGES.preview,
};

const details = (release: ReleaseWithHealth) => ACTION_TEXTS.details(releaseTime(release.createdAt), release.commit, release.createdBy);

function describe(ask: ReleaseAsk): { title: string; effect: string; release: ReleaseWithHealth | null } {
  const { remote, current, candidate, previous } = ask.remote;
  switch (ask.kind) {
    case 'promote':
      return { title: ACTION_TEXTS.promote.title(remote, ask.release.id), effect: ACTION_TEXTS.promote.effect(remote, ask.release.id, current?.id ?? null), release: ask.release };
    case 'canary':
      return { title: ACTION_TEXTS.canary.title(remote, ask.release.id), effect: ACTION_TEXTS.canary.effect(ask.release.id, current?.id ?? null), release: ask.release };
    case 'preview':
      return { title: ACTION_TEXTS.preview.title(remote, ask.release.id), effect: ACTION_TEXTS.preview.effect(remote), release: ask.release };
    case 'endCanary':
      return {
        title: ACTION_TEXTS.endCanary.title(remote, candidate?.release.id ?? ''),
        effect: ACTION_TEXTS.endCanary.effect(current?.id ?? null),
        release: candidate?.release ?? null,
      };
    case 'rollback':
      return {
        title: ACTION_TEXTS.rollback.title(remote, previous ?? ''),
        effect: ACTION_TEXTS.rollback.effect(remote, previous ?? '', current?.id ?? null),
        release: ask.remote.recent.find((release) => release.id === previous) ?? null,
      };
  }
}

export interface ReleaseActionDialogProps {
  /** What would be done; null keeps the dialog closed. */
  asking: ReleaseAsk | null;
  busy: boolean;
  /** Why the share typed was refused (here or by the server). */
  percentError: string | null;
  /** Counts the refusals: each one puts the focus back on the share. */
  percentRefusals: number;
  /** `percent` is the share typed, for a canary. */
  onConfirm: (percent: string) => void;
  onCancel: () => void;
}

/**
 * One question for every release action: what will happen, to which release (when it was published,
 * its commit, by whom), and for a canary the share, a whole number the contract bounds. Enter in the
 * share's field confirms too. Each question starts afresh (the share typed last time is forgotten).
 */
export function ReleaseActionDialog({ asking, ...props }: ReleaseActionDialogProps) {
  if (!asking) return null;
  const key = `${asking.kind}:${asking.remote.remote}:${'release' in asking ? asking.release.id : ''}`;
  return <OpenDialog key={key} asking={asking} {...props} />;
}

function OpenDialog({ asking, busy, percentError, percentRefusals, onConfirm, onCancel }: ReleaseActionDialogProps & { asking: ReleaseAsk }) {
  const { title, effect, release } = describe(asking);
  const running = asking.remote.candidate;
  const [percent, setPercent] = useState(() => String(running?.percent ?? DEFAULT_CANARY_PERCENT));
  const input = useRef<HTMLInputElement>(null);
  // A refused share takes the focus, so its message is read and it can be typed again.
  useEffect(() => {
    if (percentRefusals > 0) input.current?.focus();
  }, [percentRefusals]);
  return (
    <ConfirmDialog open title={title} confirmLabel={CONFIRM_LABELS[asking.kind]} busy={busy} onConfirm={() => onConfirm(percent)} onCancel={onCancel}>
      <Body>
        <p>{effect}</p>
        {release ? <Details>{details(release)}</Details> : null}
        {asking.kind === 'canary' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onConfirm(percent);
            }}
          >
            <Body>
              {running ? <p>{ACTION_TEXTS.canary.replaces(running.release.id, running.percent)}</p> : null}
              <TextField
                ref={input}
                name="percent"
                label={ACTION_TEXTS.canary.percentLabel}
                hint={ACTION_TEXTS.canary.percentHint}
                type="number"
                inputMode="numeric"
                min={RELEASE_LIMITS.canaryPercentMin}
                max={RELEASE_LIMITS.canaryPercentMax}
                step={1}
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
                error={percentError}
                readOnly={busy}
              />
            </Body>
          </form>
        ) : null}
      </Body>
    </ConfirmDialog>
  );
}
