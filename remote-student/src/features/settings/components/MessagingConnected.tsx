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
import { cluster } from '@lectern/shared-ui/rows';

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
  ${cluster('sm')}
`;

/** What a linked chat may be told, each a checkbox saved at once. */
const NOTICE_SETTINGS = ['approvalNotices', 'groupNotices'] as const;
type NoticeSetting = (typeof NOTICE_SETTINGS)[number];
const NOTICE_WORDS: Record<NoticeSetting, { label: string; on: string; off: string }> = {
  approvalNotices: { label: MESSAGING_MESSAGES.approvalNotices, on: MESSAGING_MESSAGES.approvalNoticesOn, off: MESSAGING_MESSAGES.approvalNoticesOff },
  groupNotices: { label: MESSAGING_MESSAGES.groupNotices, on: MESSAGING_MESSAGES.groupNoticesOn, off: MESSAGING_MESSAGES.groupNoticesOff },
};

export interface MessagingConnectedProps {
  connection: MessagingConnection;
  /** The chat was unlinked (the row then offers Connect again). */
  onDisconnected: () => void;
}

/** A linked chat: who it is and since when, what it is told (approvals, groups; each saved at once), and Disconnect after a confirm. */
export const MessagingConnected = forwardRef<HTMLDivElement, MessagingConnectedProps>(function MessagingConnected({ connection, onDisconnected }, ref) {
  const { channel } = connection;
  const label = MESSAGING_CHANNEL_LABELS[channel];
  const disconnect = useDisconnectMessaging();
  const settings = useUpdateMessagingSettings();
  const [confirming, setConfirming] = useState(false);

  // Each choice is saved on its own, at once; the toast says what the saved answer now means.
  const toggleNotices = (setting: NoticeSetting, on: boolean) => {
    if (settings.isPending) return;
    settings.mutate(
      { channel, input: { [setting]: on } },
      {
        onSuccess: (saved) => notify.success(NOTICE_WORDS[setting][saved[setting] ? 'on' : 'off']),
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
      {NOTICE_SETTINGS.map((setting) => (
        <Checkbox
          key={setting}
          name={`${setting}-${channel}`}
          checked={connection[setting]}
          onChange={(event) => toggleNotices(setting, event.currentTarget.checked)}
        >
          {NOTICE_WORDS[setting].label}
          <VisuallyHidden> ({label})</VisuallyHidden>
        </Checkbox>
      ))}
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
