import { errorMessage } from '@lectern/shared-api';
import { GROUP_MESSAGES, type GroupSummary } from '@lectern/shared-api/contract';
import { useJoinGroup } from '@lectern/shared-api/student';
import { Button, Icon, notify, type ButtonProps } from '@lectern/shared-ui';
import UserPlus from 'lucide-react/icons/user-plus';
import { JOIN_FAILED } from './groupWords.ts';

export interface JoinGroupButtonProps {
  group: Pick<GroupSummary, 'id' | 'name'>;
  /** The invite link's code, for an invite-only group. */
  invite?: string | null;
  /** The button's words. */
  label?: string;
  /** In a list of groups, its name says which (e.g. 'Join CSC 204 revision'). */
  namesGroup?: boolean;
  size?: ButtonProps['size'];
  onJoined?: () => void;
}

/** Join (or Join with the invite): says it in a toast; a refusal (full, too many groups, removed) says why. */
export function JoinGroupButton({ group, invite, label = 'Join', namesGroup = false, size, onJoined }: JoinGroupButtonProps) {
  const join = useJoinGroup();
  const onClick = () =>
    join.mutate(
      { id: group.id, invite },
      {
        onSuccess: () => {
          notify.success(GROUP_MESSAGES.joined(group.name));
          onJoined?.();
        },
        onError: (error) => notify.error(errorMessage(error, JOIN_FAILED)),
      },
    );
  return (
    <Button size={size} onClick={onClick} disabled={join.isPending} aria-busy={join.isPending || undefined} aria-label={namesGroup ? `${label} ${group.name}` : undefined}>
      <Icon icon={UserPlus} size="sm" />
      {join.isPending ? 'Joining...' : label}
    </Button>
  );
}
