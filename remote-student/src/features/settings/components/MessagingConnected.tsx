import { errorMessage } from '@lectern/shared-api';
import { MESSAGING_CHANNEL_LABELS, MESSAGING_MESSAGES, type MessagingConnection } from '@lectern/shared-api/contract';
import { useDisconnectMessaging, useUpdateMessagingSettings } from '@lectern/shared-api/student';
import { Button, Icon, notify, VisuallyHidden } from '@lectern/shared-ui';
import { Checkbox } from '@lectern/shared-ui/forms';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import CircleCheck from 'lucide-react/icons/circle-check';
import Unlink from 'lucide-react/icons/unlink';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { formatDay } from '../../../components/formatDay.ts';

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  p:first-child {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
  p + p { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface MessagingConnectedProps {
  connection: MessagingConnection;
  /** The chat was unlinked (the row then offers Connect again). */
  onDisconnected: () => void;
}

/** A linked chat: who it is and since when, approval notices (saved at once), and Disconnect after a confirm. */
export const MessagingConnected = forwardRef<HTMLDivElement, MessagingConnectedProps>(function MessagingConnected({ connection, onDisconnected }, ref) {
  const { channel } = connection;
  const label = MESSAGING_CHANNEL_LABELS[channel];
  const disconnect = useDisconnectMessaging();
  const settings = useUpdateMessagingSettings();
  const [confirming, setConfirming] = useState(false);

  const toggleNotices = (approvalNotices: boolean) => {
    if (settings.isPending) return;
    settings.mutate(
      { channel, input: { approvalNotices } },
      {
        onSuccess: (saved) => notify.success(saved.approvalNotices ? MESSAGING_MESSAGES.approvalNoticesOn : MESSAGING_MESSAGES.approvalNoticesOff),
        onError: (error) => notify.error(errorMessage(error, MESSAGING_MESSAGES.approvalNoticesFailed)),
      },
    );
  };
  // A promise rather than mutate's callbacks: the answer unmounts this view (the row turns to
  // Connect), and mutate's callbacks never run for an unmounted component.
  const confirmDisconnect = () =>
    disconnect.mutateAsync(channel).then(
      () => {
        setConfirming(false);
        notify.success(MESSAGING_MESSAGES.disconnected(channel));
        onDisconnected();
      },
      (error: unknown) => {
        setConfirming(false);
        notify.error(errorMessage(error, MESSAGING_MESSAGES.disconnectFailed(channel)));
      },
    );

  return (
    <>
      <Status ref={ref} tabIndex={-1}>
        <p>
          <Icon icon={CircleCheck} size="sm" />
          {MESSAGING_MESSAGES.connectedAs(connection.chatLabel ?? label)}
        </p>
        {connection.linkedAt ? (
          <p>
            <time dateTime={connection.linkedAt}>{MESSAGING_MESSAGES.linkedOn(formatDay(connection.linkedAt))}</time>
          </p>
        ) : null}
      </Status>
      <Checkbox
        name={`approval-notices-${channel}`}
        checked={connection.approvalNotices}
        onChange={(event) => toggleNotices(event.currentTarget.checked)}
      >
        {MESSAGING_MESSAGES.approvalNotices}
        <VisuallyHidden> ({label})</VisuallyHidden>
      </Checkbox>
      <Actions>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <Icon icon={Unlink} size="sm" />
          {MESSAGING_MESSAGES.disconnect}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title={MESSAGING_MESSAGES.disconnectTitle(channel)}
        confirmLabel={MESSAGING_MESSAGES.disconnect}
        destructive
        busy={disconnect.isPending}
        onConfirm={confirmDisconnect}
        onCancel={() => setConfirming(false)}
      >
        {MESSAGING_MESSAGES.disconnectBody(channel)}
      </ConfirmDialog>
    </>
  );
});
