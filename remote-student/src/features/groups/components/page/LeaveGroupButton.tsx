import { errorMessage } from '@lectern/shared-api';
import { GROUP_MESSAGES, PAGE_PATHS, type GroupDetail } from '@lectern/shared-api/contract';
import { useLeaveGroup } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import LogOut from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

const LEAVE_FAILED = 'Could not leave the group. Try again.';

/** Leave, after a confirm. An invite-only group cannot be seen once left, so the page goes back to the groups. */
export function LeaveGroupButton({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const leave = useLeaveGroup();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    leave.mutate(
      { id: group.id },
      {
        onSuccess: () => {
          setConfirming(false);
          notify.success(GROUP_MESSAGES.left(group.name));
          if (group.joinPolicy === 'invite') navigate(PAGE_PATHS.groups);
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(errorMessage(error, LEAVE_FAILED));
        },
      },
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Icon icon={LogOut} size="sm" />
        Leave group
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${group.name}?`}
        confirmLabel="Leave group"
        busy={leave.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {group.joinPolicy === 'invite'
          ? 'It is invite only: to come back you will need a new invite link from its owner.'
          : 'You can join it again later while it stays open.'}
      </ConfirmDialog>
    </>
  );
}
