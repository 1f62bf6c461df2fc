import { errorMessage } from '@lectern/shared-api';
import { GROUP_JOIN_POLICY_LABELS, GROUP_MESSAGES, groupInvitePath, PAGE_PATHS, type GroupDetail } from '@lectern/shared-api/contract';
import { useDeleteGroup, useRenewGroupInvite, useRevokeGroupInvite } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import Copy from 'lucide-react/icons/copy';
import Link2Off from 'lucide-react/icons/link-2-off';
import Pencil from 'lucide-react/icons/pencil';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LINK_COPIED } from '../../../../components/ShareAndDownload.tsx';
import { cluster, stack } from '@lectern/shared-ui/rows';

// The form (formik, yup) loads when the owner edits the group.
const GroupFormDialog = lazy(() => import('./GroupFormDialog.tsx').then((m) => ({ default: m.GroupFormDialog })));

const Stack = styled.div`
  ${stack('lg')}
  min-width: 0;
  section {
    ${stack('sm')}
    min-width: 0;
  }
  section > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

const LinkBox = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FAILED = 'That did not work. Try again.';

/** The invite link as people open it: the group's page with the code (groupInvitePath). */
export const inviteLink = (group: Pick<GroupDetail, 'id'>, code: string) => `${window.location.origin}${groupInvitePath(group.id, code)}`;

/** The owner's settings: edit the group, its invite link (Copy, Renew, Turn off), and Delete group after a confirm. */
export function GroupSettings({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const renew = useRenewGroupInvite();
  const revoke = useRevokeGroupInvite();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editId = useId();
  const inviteId = useId();
  const deleteId = useId();
  const linkId = useId();
  const link = group.inviteCode ? inviteLink(group, group.inviteCode) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success(LINK_COPIED);
    } catch {
      notify.error(`Could not copy the link. Copy it from here: ${link}`);
    }
  };
  const onFailure = (error: Error) => notify.error(errorMessage(error, FAILED));
  const renewLink = () => renew.mutate({ id: group.id }, { onSuccess: () => notify.success(GROUP_MESSAGES.inviteRenewed), onError: onFailure });
  const turnOff = () => revoke.mutate({ id: group.id }, { onSuccess: () => notify.success(GROUP_MESSAGES.inviteRevoked), onError: onFailure });
  const confirmDelete = () =>
    remove.mutate(group.id, {
      onSuccess: () => {
        notify.success(GROUP_MESSAGES.deleted);
        navigate(PAGE_PATHS.groups);
      },
      onError: (error) => {
        setDeleting(false);
        onFailure(error);
      },
    });

  return (
    <Stack>
      <section aria-labelledby={editId}>
        <h2 id={editId}>Group details</h2>
        <p>
          Name, description, course, the group chat&apos;s link and who can join ({GROUP_JOIN_POLICY_LABELS[group.joinPolicy]}).
        </p>
        <Actions>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Icon icon={Pencil} size="sm" />
            Edit group
          </Button>
        </Actions>
      </section>
      <section aria-labelledby={inviteId}>
        <h2 id={inviteId}>Invite link</h2>
        {link ? (
          <>
            <p>Anyone with this link can see the group and join it{group.joinPolicy === 'invite' ? ', though it is invite only' : ''}.</p>
            <label htmlFor={linkId} className="visually-hidden">
              Invite link
            </label>
            <LinkBox id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <Actions>
              <Button variant="secondary" onClick={() => void copy()}>
                <Icon icon={Copy} size="sm" />
                Copy link
              </Button>
              <Button variant="secondary" onClick={renewLink} disabled={renew.isPending}>
                <Icon icon={RefreshCw} size="sm" />
                Renew link
              </Button>
              <Button variant="ghost" onClick={turnOff} disabled={revoke.isPending}>
                <Icon icon={Link2Off} size="sm" />
                Turn off link
              </Button>
            </Actions>
          </>
        ) : (
          <>
            <p>The invite link is off: nobody can join by a link{group.joinPolicy === 'invite' ? ', so nobody new can join' : ''}.</p>
            <Actions>
              <Button variant="secondary" onClick={renewLink} disabled={renew.isPending}>
                <Icon icon={RefreshCw} size="sm" />
                Make an invite link
              </Button>
            </Actions>
          </>
        )}
      </section>
      <section aria-labelledby={deleteId}>
        <h2 id={deleteId}>Delete the group</h2>
        <p>To leave the group, hand ownership to another member in Members first, or delete it.</p>
        <Actions>
          <Button variant="ghost" onClick={() => setDeleting(true)}>
            <Icon icon={Trash2} size="sm" />
            Delete group
          </Button>
        </Actions>
      </section>
      {editing ? (
        <Suspense fallback={null}>
          <GroupFormDialog mode={{ kind: 'edit', group }} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${group.name}?`}
        confirmLabel="Delete group"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      >
        Its discussion and sessions are deleted for every member. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
