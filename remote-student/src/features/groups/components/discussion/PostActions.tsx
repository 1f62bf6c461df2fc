import { errorMessage } from '@lectern/shared-api';
import type { GroupPostBase } from '@lectern/shared-api/contract';
import { useDeleteGroupPost } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import Flag from 'lucide-react/icons/flag';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ReportPostDialog } from './ReportPostDialog.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface PostActionsProps {
  groupId: string;
  post: GroupPostBase;
  /** A thread (deleting takes its replies) or a reply. */
  isThread: boolean;
  /** Staff reading a group they are not in: no actions. */
  readOnly: boolean;
  onEdit: () => void;
  onDeleted?: () => void;
  /** Actions of the post's own kind before these (a reply's Helpful). */
  children?: ReactNode;
}

/** Edit (its author), Delete after a confirm (its author or the group's owner), Report (anyone else). */
export function PostActions({ groupId, post, isThread, readOnly, onEdit, onDeleted, children }: PostActionsProps) {
  const remove = useDeleteGroupPost(groupId);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  if (readOnly) return children ? <Row>{children}</Row> : null;
  const canEdit = post.mine && !post.removed;
  const canReport = !post.mine && !post.removed;
  if (!children && !canEdit && !post.canDelete && !canReport) return null;
  const what = isThread ? 'thread' : 'reply';

  return (
    <Row>
      {children}
      {canEdit ? (
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Icon icon={Pencil} size="sm" /> Edit
        </Button>
      ) : null}
      {post.canDelete ? (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Icon icon={Trash2} size="sm" /> Delete
        </Button>
      ) : null}
      {canReport ? (
        <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
          <Icon icon={Flag} size="sm" /> Report
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Delete this ${what}?`}
        confirmLabel={`Delete ${what}`}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted?.();
            },
            onError: (error) => notify.error(errorMessage(error, `Could not delete the ${what}. Try again.`)),
          })
        }
      >
        {isThread ? 'The thread and all its replies will be deleted. This cannot be undone.' : 'The reply will be deleted. This cannot be undone.'}
      </ConfirmDialog>
      <ReportPostDialog groupId={groupId} postId={post.id} open={reporting} onClose={() => setReporting(false)} />
    </Row>
  );
}
