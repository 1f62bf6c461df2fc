import type { ManagedUser } from '@lectern/shared-api/contract';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import { fullName } from '../hooks/useRoleChange.ts';
import { ROLE_CHANGES, isChangeableRole } from '../userTexts.ts';

export interface RoleChangeDialogProps {
  /** Whose role would change; null keeps the dialog closed. */
  user: ManagedUser | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Make Ada Obi a moderator?': names the person and the new role before anything is sent. */
export function RoleChangeDialog({ user, busy, onConfirm, onCancel }: RoleChangeDialogProps) {
  if (!user || !isChangeableRole(user.role)) return null;
  const change = ROLE_CHANGES[user.role];
  const name = fullName(user);
  return (
    <ConfirmDialog open title={change.question(name)} confirmLabel={change.action} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{change.effect(name)}</p>
    </ConfirmDialog>
  );
}
