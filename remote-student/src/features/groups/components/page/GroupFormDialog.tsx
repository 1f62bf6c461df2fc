import { GROUP_MESSAGES, type GroupDetail, type MaterialCourse } from '@lectern/shared-api/contract';
import { useCreateGroup, useUpdateGroup } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { GroupForm } from './GroupForm.tsx';

export type GroupFormMode = { kind: 'new'; course?: MaterialCourse | null } | { kind: 'edit'; group: GroupDetail };

export interface GroupFormDialogProps {
  mode: GroupFormMode;
  onClose: () => void;
  /** The group as the server now has it (created or saved). */
  onSaved?: (group: GroupDetail) => void;
}

/**
 * New group and Edit group in a dialog. Loaded with `lazy` by the screens that offer them, so
 * formik and yup come only when someone opens one.
 */
export function GroupFormDialog({ mode, onClose, onSaved }: GroupFormDialogProps) {
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const editing = mode.kind === 'edit' ? mode.group : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Edit group' : 'New group'}
      closeLabel="Close the group form"
      dismissible={!create.isPending && !update.isPending}
    >
      <GroupForm
        group={editing}
        course={mode.kind === 'new' ? mode.course : undefined}
        submitLabel={editing ? 'Save' : 'Create group'}
        submit={(input) => (editing ? update.mutateAsync({ id: editing.id, changes: input }) : create.mutateAsync(input))}
        onCancel={onClose}
        onSaved={(group) => {
          notify.success(editing ? GROUP_MESSAGES.saved : GROUP_MESSAGES.created);
          onSaved?.(group);
          onClose();
        }}
      />
    </Modal>
  );
}
