import { FOLDER_DEPTH_MAX, FOLDER_MESSAGES, folderPagePath, PAGE_PATHS, type FolderSummary } from '@lectern/shared-api/contract';
import { useDeleteFolder } from '@lectern/shared-api/student';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import FolderPlus from 'lucide-react/icons/folder-plus';
import Link2 from 'lucide-react/icons/link-2';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isFolderShared } from '../../../components/folderLinks.ts';
import type { FolderFormMode } from '../../../components/FolderFormDialog.tsx';
import { copyFolderLink, ShareFolderButton } from './ShareFolderButton.tsx';
import { cluster } from '@lectern/shared-ui/rows';

// The form (formik, yup) loads when the owner edits or makes a folder.
const FolderFormDialog = lazy(() => import('../../../components/FolderFormDialog.tsx').then((m) => ({ default: m.FolderFormDialog })));

const Actions = styled.div`
  ${cluster('sm')}
`;

/** Copy link: the folder's address, for a Public or Unlisted folder. */
export function CopyFolderLink({ folder }: { folder: FolderSummary }) {
  return (
    <Button variant="secondary" onClick={() => void copyFolderLink(folder.id)}>
      <Icon icon={Link2} size="sm" />
      Copy link
    </Button>
  );
}

/** The owner's buttons: Edit, New subfolder (not at the deepest level), Copy link when shared or Share when not, Delete after a confirm. */
export function FolderOwnerActions({ folder }: { folder: FolderSummary }) {
  const navigate = useNavigate();
  const remove = useDeleteFolder();
  const [form, setForm] = useState<FolderFormMode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmDelete = () =>
    remove.mutate(folder.id, {
      onSuccess: () => {
        notify.success(FOLDER_MESSAGES.deleted);
        navigate(folder.parentId ? folderPagePath(folder.parentId) : PAGE_PATHS.libraries);
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(error.message);
      },
    });
  return (
    <Actions>
      <Button variant="secondary" onClick={() => setForm({ kind: 'edit', folder })}>
        <Icon icon={Pencil} size="sm" />
        Edit
      </Button>
      {folder.depth < FOLDER_DEPTH_MAX ? (
        <Button variant="secondary" onClick={() => setForm({ kind: 'new', parent: folder })}>
          <Icon icon={FolderPlus} size="sm" />
          New subfolder
        </Button>
      ) : null}
      {isFolderShared(folder) ? <CopyFolderLink folder={folder} /> : <ShareFolderButton folder={folder} />}
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        <Icon icon={Trash2} size="sm" />
        Delete
      </Button>
      {form ? (
        <Suspense fallback={null}>
          <FolderFormDialog open mode={form} onClose={() => setForm(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${folder.name}?`}
        confirmLabel="Delete folder"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        {folder.folderCount ? 'Its folders are deleted with it. ' : ''}The materials in it are not deleted: they stay on Lectern and in
        your Libraries.
      </ConfirmDialog>
    </Actions>
  );
}
