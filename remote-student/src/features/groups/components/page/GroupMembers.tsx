import { errorMessage, useSession } from '@lectern/shared-api';
import { GROUP_MESSAGES, type GroupDetail, type GroupMember } from '@lectern/shared-api/contract';
import { useGroupMembers, useHandOverGroup, useRemoveGroupMember } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { cluster, spreadRowCss, stack } from '@lectern/shared-ui/rows';
import { Badge, ListLoading, QueryView } from '@lectern/shared-ui/lists';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import Crown from 'lucide-react/icons/crown';
import UserMinus from 'lucide-react/icons/user-minus';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDay } from '../../../../components/formatDay.ts';
import { memberCount, ROLE_LABELS } from './groupWords.ts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

const Who = styled.div`
  ${stack('xxs')}
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const NameLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  ${cluster('xs')}
`;

const nameOf = (member: GroupMember) => `${member.person.firstName} ${member.person.lastName}`;

type Pending = { kind: 'remove' | 'owner'; member: GroupMember };

/** Every member with their role, owner first; the owner removes members and hands ownership over, each after a confirm. */
export function GroupMembers({ group }: { group: GroupDetail }) {
  const titleId = useId();
  const members = useGroupMembers(group.id);
  const { user } = useSession();
  const remove = useRemoveGroupMember();
  const handOver = useHandOverGroup();
  const [pending, setPending] = useState<Pending | null>(null);
  const owner = group.myRole === 'owner';
  const busy = remove.isPending || handOver.isPending;

  const confirm = () => {
    if (!pending) return;
    const name = nameOf(pending.member);
    const input = { id: group.id, userId: pending.member.person.id };
    const done = {
      onSuccess: () => {
        setPending(null);
        notify.success(pending.kind === 'remove' ? GROUP_MESSAGES.memberRemoved(name) : GROUP_MESSAGES.ownershipHanded(name));
      },
      onError: (error: Error) => {
        setPending(null);
        notify.error(errorMessage(error, 'That did not work. Try again.'));
      },
    };
    if (pending.kind === 'remove') remove.mutate(input, done);
    else handOver.mutate(input, done);
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Members ({group.memberCount})</h2>
      <QueryView query={members} loading={<ListLoading label="Loading members..." />} failed="Could not load the members.">
        {(list) => (
          <List aria-label={memberCount(list.length)}>
            {list.map((member) => {
              const name = nameOf(member);
              const isMe = member.person.id === user?.id;
              return (
                <Row key={member.person.id}>
                  <Who>
                    <NameLine>
                      <strong>
                        {name}
                        {isMe ? ' (you)' : ''}
                      </strong>
                      <Badge tone={member.role === 'owner' ? 'success' : 'neutral'}>{ROLE_LABELS[member.role]}</Badge>
                    </NameLine>
                    <span>Joined {formatDay(member.joinedAt)}</span>
                  </Who>
                  {owner && member.role !== 'owner' ? (
                    <Actions>
                      <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'owner', member })} aria-label={`Hand over to ${name}`}>
                        <Icon icon={Crown} size="sm" />
                        Hand over
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setPending({ kind: 'remove', member })} aria-label={`Remove ${name}`}>
                        <Icon icon={UserMinus} size="sm" />
                        Remove
                      </Button>
                    </Actions>
                  ) : null}
                </Row>
              );
            })}
          </List>
        )}
      </QueryView>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? (pending.kind === 'remove' ? `Remove ${nameOf(pending.member)}?` : `Make ${nameOf(pending.member)} the owner?`) : ''}
        confirmLabel={pending?.kind === 'owner' ? 'Hand over ownership' : 'Remove member'}
        destructive={pending?.kind === 'remove'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'owner'
          ? 'They will edit the group, manage its members and invite link, and may delete it. You stay in the group as a member.'
          : 'They leave the group now and cannot join it again.'}
      </ConfirmDialog>
    </section>
  );
}
