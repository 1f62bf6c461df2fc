import { useChangeRole } from '@lectern/shared-api/management';
import { ROLE_CHANGES, ROLE_LABELS, isChangeableRole } from '../userTexts.ts';
import { fullName, useConfirmedAction } from './useConfirmedAction.ts';

/** Promoting a student or demoting a moderator; admins have no change here. */
export function useRoleChange() {
  return useConfirmedAction(
    useChangeRole(),
    (user) => (isChangeableRole(user.role) ? { id: user.id, role: ROLE_CHANGES[user.role].to } : null),
    // The role the person had names the change (never an admin: variablesOf sent nothing for them).
    (user, changed) => (isChangeableRole(user.role) ? ROLE_CHANGES[user.role].done(fullName(user)) : `${fullName(user)}: ${ROLE_LABELS[changed.role]}`),
  );
}
