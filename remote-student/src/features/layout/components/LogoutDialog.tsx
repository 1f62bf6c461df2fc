import { AUTH_MESSAGES, useSession } from '@lectern/shared-api';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import LogOut from 'lucide-react/icons/log-out';
import { useState } from 'react';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The spec's 'Confirm Logout': the person's name, Cancel and Logout. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, logout } = useSession();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    logout()
      .catch(() => notify.error(AUTH_MESSAGES.logoutFailed))
      .finally(() => setBusy(false));
  };
  return (
    <Modal open={open} onClose={onClose} title="Confirm Logout" dismissible={!busy} size="sm">
      <p>
        You are signed in as{' '}
        <strong>
          {user?.firstName} {user?.lastName}
        </strong>
        . Log out of Lectern?
      </p>
      <Buttons>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={busy}>
          <Icon icon={LogOut} />
          Logout
        </Button>
      </Buttons>
    </Modal>
  );
}
