import { MESSAGES, type ManagedUser } from '@lectern/shared-api/contract';
import { useChangeRole } from '@lectern/shared-api/management';
import { notify } from '@lectern/shared-ui';
import { useState } from 'react';
import { ROLE_CHANGES, USER_TEXTS, isChangeableRole } from '../userTexts.ts';

export const fullName = (user: Pick<ManagedUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * Promoting a student or demoting a moderator: the row's button names the person, the dialog
 * asks, and the outcome is a toast (the server's own words when it refuses, e.g. the last admin).
 */
export function useRoleChange() {
  const [target, setTarget] = useState<ManagedUser | null>(null);
  const mutation = useChangeRole();

  const confirm = () => {
    if (!target || !isChangeableRole(target.role)) return;
    const change = ROLE_CHANGES[target.role];
    const name = fullName(target);
    mutation.mutate(
      { id: target.id, role: change.to },
      {
        onSuccess: () => notify.success(change.done(name), { title: USER_TEXTS.successTitle }),
        onError: (error) => notify.error(error.message || MESSAGES.somethingWentWrong, { title: USER_TEXTS.errorTitle }),
        onSettled: () => setTarget(null),
      },
    );
  };

  return {
    target,
    busy: mutation.isPending,
    ask: (user: ManagedUser) => setTarget(user),
    cancel: () => {
      if (!mutation.isPending) setTarget(null);
    },
    confirm,
  };
}
