import type { ManagedUser } from '@lectern/shared-api/contract';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import { fullName } from '../hooks/useConfirmedAction.ts';
import type { UserActionTexts } from '../userTexts.ts';

export interface UserActionDialogProps {
  /** Whom the action is for; null keeps the dialog closed. */
  user: ManagedUser | null;
  /** The action's words for that person; null keeps the dialog closed. */
  texts: UserActionTexts | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Make Ada Obi a moderator?', 'Sign Ada Obi out everywhere?': names the person and what will happen before anything is sent. */
export function UserActionDialog({ user, texts, busy, onConfirm, onCancel }: UserActionDialogProps) {
  if (!user || !texts) return null;
  const name = fullName(user);
  return (
    <ConfirmDialog open title={texts.question(name)} confirmLabel={texts.action} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{texts.effect(name)}</p>
    </ConfirmDialog>
  );
}
