import { errorMessage } from '@lectern/shared-api';
import { MESSAGING_CHANNEL_LABELS, MESSAGING_MESSAGES, type MessagingChannel, type MessagingConnection, type MessagingLinkCode } from '@lectern/shared-api/contract';
import { useCreateMessagingLinkCode } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import type { LucideIcon } from 'lucide-react';
import MessageCircle from 'lucide-react/icons/message-circle';
import Send from 'lucide-react/icons/send';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import styled from 'styled-components';
import { LinkCodePanel } from './LinkCodePanel.tsx';
import { MessagingConnected } from './MessagingConnected.tsx';
import { cluster } from '@lectern/shared-ui/rows';

type RowView = 'unavailable' | 'connected' | 'code' | 'connect';

const CHANNEL_ICONS: Record<MessagingChannel, LucideIcon> = { telegram: Send, whatsapp: MessageCircle };

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

/**
 * One channel in Settings: not set up on this server, Connect (then the code panel, until the chat
 * sends the code), or connected. Focus follows the part that replaces the one just used.
 */
export function MessagingChannelRow({ connection }: { connection: MessagingConnection }) {
  const { channel } = connection;
  const nameId = useId();
  const createCode = useCreateMessagingLinkCode();
  const [code, setCode] = useState<MessagingLinkCode | null>(null);
  const view: RowView = !connection.available ? 'unavailable' : connection.connected ? 'connected' : code ? 'code' : 'connect';
  // Focus moves to what replaces the part just used, once it is on screen (a change to the list
  // can come a moment after the call that made it).
  const focusWhen = useRef<RowView | null>(null);
  const [, render] = useReducer((count: number) => count + 1, 0);
  const focusOn = (next: RowView) => {
    focusWhen.current = next;
    render();
  };
  const focusTarget = useRef<HTMLElement | null>(null);
  const previousView = useRef(view);

  useEffect(() => {
    // The chat sent the code: the panel gives way to the connection, and the person hears it. The
    // code is spent and dropped, so a chat unlinked later (from the chat, another device) shows Connect.
    if (previousView.current === 'code' && view === 'connected') {
      notify.success(MESSAGING_MESSAGES.connected(channel));
      focusWhen.current = 'connected';
      setCode(null);
    }
    previousView.current = view;
  }, [view, channel]);

  useEffect(() => {
    if (focusWhen.current !== view) return;
    focusWhen.current = null;
    focusTarget.current?.focus();
  });

  const setFocusTarget = (node: HTMLElement | null) => {
    focusTarget.current = node;
  };
  // Not disabled while asking: a disabled button would drop the keyboard's focus.
  const connect = () => {
    if (createCode.isPending) return;
    createCode.mutate(channel, {
      onSuccess: (answer) => {
        setCode(answer);
        focusOn('code');
      },
      onError: (error) => notify.error(errorMessage(error, MESSAGING_MESSAGES.connectFailed(channel))),
    });
  };
  // The code is dropped once it is of no more use, so a later Connect starts afresh.
  const dropCode = () => {
    setCode(null);
    focusOn('connect');
  };

  return (
    <Row role="group" aria-labelledby={nameId}>
      <h3 id={nameId}>
        <Icon icon={CHANNEL_ICONS[channel]} />
        {MESSAGING_CHANNEL_LABELS[channel]}
      </h3>
      {view === 'unavailable' ? <Muted>{MESSAGING_MESSAGES.notAvailable(channel)}</Muted> : null}
      {view === 'connected' ? <MessagingConnected ref={setFocusTarget} connection={connection} onDisconnected={dropCode} /> : null}
      {view === 'code' && code ? (
        <LinkCodePanel ref={setFocusTarget} code={code} renewing={createCode.isPending} onRenew={connect} onCancel={dropCode} />
      ) : null}
      {view === 'connect' ? (
        <Actions>
          <Button ref={setFocusTarget} onClick={connect} aria-busy={createCode.isPending || undefined}>
            {MESSAGING_MESSAGES.connect(channel)}
          </Button>
        </Actions>
      ) : null}
    </Row>
  );
}
