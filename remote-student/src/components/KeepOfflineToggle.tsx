import type { Material } from '@lectern/shared-api';
import { OFFLINE_MESSAGES, useKeepOffline } from '@lectern/shared-api/offline';
import { Icon, notify, type ButtonSize } from '@lectern/shared-ui';
import HardDriveDownload from 'lucide-react/icons/hard-drive-download';
import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { PressableButton } from './PressableButton.tsx';
import { StableLabel } from './StableLabel.tsx';

export const KEEP_WORDS = ['Keep offline', 'Kept offline', 'Keeping...'] as const;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.35; }
`;

/** While the files come, the icon pulses (still, for those who ask for less motion). */
const Toggle = styled(PressableButton)`
  &[aria-busy='true'] svg {
    animation: ${pulse} 0.8s ease-in-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true'] svg {
      animation: none;
    }
  }
`;

/** In an action row the message takes a line of its own, under the buttons. */
const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Under the buttons, on a line of its own: what is on its way, and how far. */
const Keeping = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 20rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  progress {
    width: 100%;
    height: ${({ theme }) => theme.space.xs};
  }
`;

export interface KeepOfflineToggleProps {
  material: Material;
  size?: ButtonSize;
  /** Cards: the icon alone (filled when kept), named and with a tooltip; a failure is a toast. */
  compact?: boolean;
}

/**
 * "Keep offline" of the material page and of a saved material's card: keeps the material on this
 * device, the app that reads it first (it then reads "Kept offline"); pressed again, removes it.
 * A link has nothing to keep.
 */
export function KeepOfflineToggle({ material, size = 'md', compact = false }: KeepOfflineToggleProps) {
  const offline = useKeepOffline(material);
  const keeping = offline.busy && !offline.kept;
  const word = keeping ? KEEP_WORDS[2] : offline.kept ? KEEP_WORDS[1] : KEEP_WORDS[0];
  useEffect(() => {
    if (compact && offline.error) notify.error(offline.error);
  }, [compact, offline.error]);
  if (!offline.keepable) return null;
  const progress = offline.progress;
  return (
    <>
      <Toggle
        variant="secondary"
        size={size}
        aria-pressed={offline.kept}
        aria-busy={offline.busy || undefined}
        disabled={offline.busy}
        onClick={() => void (offline.kept ? offline.remove() : offline.keep())}
        title={compact ? word : undefined}
        data-icon-only={compact || undefined}
      >
        <Icon icon={HardDriveDownload} size="sm" />
        {compact ? <span className="visually-hidden">{word}</span> : <StableLabel current={word} words={KEEP_WORDS} />}
        <span className="visually-hidden"> {material.label}</span>
      </Toggle>
      {!compact && keeping && progress ? (
        <Keeping>
          {/* The app that reads it comes first: "Kept offline" waits for both. */}
          <span role="status">{(progress.stage === 'app' ? OFFLINE_MESSAGES.keepingApp : OFFLINE_MESSAGES.keepingFiles)(progress.done, progress.total)}</span>
          <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label={`Keeping ${material.label} on this device`} />
        </Keeping>
      ) : null}
      {!compact && offline.error ? <ErrorText role="alert">{offline.error}</ErrorText> : null}
    </>
  );
}
