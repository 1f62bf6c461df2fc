import { FOLDER_DEPTH_MAX, FOLDER_MESSAGES, type FolderSummary } from '@lectern/shared-api/contract';
import { useCreateFolder, useUpdateFolder } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { FolderForm } from './FolderForm.tsx';

export type FolderFormMode = { kind: 'new'; parent?: FolderSummary } | { kind: 'edit'; folder: FolderSummary };

export interface FolderFormDialogProps {
  open: boolean;
  mode: FolderFormMode;
  onClose: () => void;
  /** The folder as the server now has it (created or saved). */
  onSaved?: (folder: FolderSummary) => void;
}

/**
 * New folder, New subfolder and Edit folder in a dialog. Loaded with `lazy` by the screens that
 * offer them, so formik and yup come only when someone opens one.
 */
export function FolderFormDialog({ open, mode, onClose, onSaved }: FolderFormDialogProps) {
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const parent = mode.kind === 'new' ? mode.parent : undefined;
  const editing = mode.kind === 'edit' ? mode.folder : undefined;
  const title = editing ? 'Edit folder' : parent ? 'New subfolder' : 'New folder';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={parent ? `Inside ${parent.name}. Folders nest at most ${FOLDER_DEPTH_MAX} deep.` : undefined}
      closeLabel="Close the folder form"
      dismissible={!create.isPending && !update.isPending}
    >
      <FolderForm
        folder={editing}
        parent={parent}
        submitLabel={editing ? 'Save' : 'Create folder'}
        submit={(input) =>
          editing ? update.mutateAsync({ id: editing.id, changes: input }) : create.mutateAsync({ ...input, parentId: parent?.id ?? null })
        }
        onCancel={onClose}
        onSaved={(folder) => {
          notify.success(editing ? FOLDER_MESSAGES.saved : FOLDER_MESSAGES.created);
          onSaved?.(folder);
          onClose();
        }}
      />
    </Modal>
  );
}
