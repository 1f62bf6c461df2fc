import { MESSAGING_MESSAGES, type MessagingLinkCode } from '@lectern/shared-api/contract';
import { MESSAGING_LINK_POLL_MS, useMessagingConnections } from '@lectern/shared-api/student';
import { Button, buttonStyles, Icon, notify, Spinner, VisuallyHidden, type ButtonSize, type ButtonVariant } from '@lectern/shared-ui';
import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { forwardRef, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { cluster } from '@lectern/shared-ui/rows';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  p { font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const MessageLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What to send, large and plain; selectable in one go where copying is not possible. */
const Message = styled.code`
  min-width: 0;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 600;
  letter-spacing: 0.06em;
  overflow-wrap: anywhere;
  user-select: all;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

// A real link dressed as a button: it opens the chat app.
const ButtonAnchor = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${buttonStyles}
`;

const expiryTime = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** "14:32": when a link code stops working, in the reader's own time. */
export const formatExpiry = (iso: string) => expiryTime.format(new Date(iso));

/** Whether `expiresAt` has passed; turns true by itself when it does. */
function useExpired(expiresAt: string): boolean {
  const [expired, setExpired] = useState(() => Date.parse(expiresAt) <= Date.now());
  useEffect(() => {
    const left = Date.parse(expiresAt) - Date.now();
    setExpired(left <= 0);
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setExpired(true), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expired;
}

/** Asks for the connections again every few seconds while mounted: the chat links on the server's side. */
function WaitingForMessage() {
  useMessagingConnections({ refetchInterval: MESSAGING_LINK_POLL_MS });
  return <Spinner label={MESSAGING_MESSAGES.waiting} showLabel size={14} />;
}

export interface LinkCodePanelProps {
  code: MessagingLinkCode;
  /** A new code was asked for and has not come yet. */
  renewing: boolean;
  onRenew: () => void;
  onCancel: () => void;
}

/** The one-time code: the message to send with Copy, the chat app's link, when it stops working; then a new one. */
export const LinkCodePanel = forwardRef<HTMLDivElement, LinkCodePanelProps>(function LinkCodePanel({ code, renewing, onRenew, onCancel }, ref) {
  const expired = useExpired(code.expiresAt);
  const introId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.message);
      notify.success(MESSAGING_MESSAGES.copied);
    } catch {
      notify.error(MESSAGING_MESSAGES.copyFailed);
    }
  };
  const cancel = (
    <Button variant="ghost" onClick={onCancel}>
      {MESSAGING_MESSAGES.cancel}
    </Button>
  );

  if (expired) {
    return (
      <Panel ref={ref} tabIndex={-1} role="group" aria-labelledby={introId}>
        <p id={introId} role="status">
          {MESSAGING_MESSAGES.codeExpired}
        </p>
        <Actions>
          <Button onClick={onRenew} disabled={renewing}>
            <Icon icon={RefreshCw} size="sm" />
            {MESSAGING_MESSAGES.newCode}
          </Button>
          {cancel}
        </Actions>
      </Panel>
    );
  }
  return (
    <Panel ref={ref} tabIndex={-1} role="group" aria-labelledby={introId}>
      <p id={introId}>{MESSAGING_MESSAGES.codeIntro(code.channel)}</p>
      <MessageLine>
        <Message>{code.message}</Message>
        <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={MESSAGING_MESSAGES.copyMessage(code.channel)}>
          <Icon icon={Copy} size="sm" />
          {MESSAGING_MESSAGES.copy}
        </Button>
      </MessageLine>
      <p>{MESSAGING_MESSAGES.codeExpires(formatExpiry(code.expiresAt))}</p>
      <WaitingForMessage />
      <Actions>
        {code.url ? (
          <ButtonAnchor href={code.url} target="_blank" rel="noopener noreferrer" $variant="primary" $size="md" $block={false}>
            <Icon icon={ExternalLink} size="sm" />
            {MESSAGING_MESSAGES.openChannel(code.channel)}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ButtonAnchor>
        ) : null}
        {cancel}
      </Actions>
    </Panel>
  );
});
