import { MESSAGES, type ManagedUser } from '@lectern/shared-api/contract';
import { notify } from '@lectern/shared-ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_TEXTS } from '../userTexts.ts';

export const fullName = (user: Pick<ManagedUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * An action on a row of people that asks first: the row's button names the person, the dialog
 * asks, and the outcome is a toast (the server's own words when it refuses, e.g. the last admin).
 * `variablesOf` answers null for a person the action is not for.
 */
export function useConfirmedAction<Variables, Result>(
  mutation: UseMutationResult<Result, Error, Variables>,
  variablesOf: (user: ManagedUser) => Variables | null,
  done: (user: ManagedUser, result: Result) => string,
) {
  const [target, setTarget] = useState<ManagedUser | null>(null);

  const confirm = () => {
    const variables = target ? variablesOf(target) : null;
    if (!target || variables === null) return;
    mutation.mutate(variables, {
      onSuccess: (result) => notify.success(done(target, result), { title: USER_TEXTS.successTitle }),
      onError: (error) => notify.error(error.message || MESSAGES.somethingWentWrong, { title: USER_TEXTS.errorTitle }),
      onSettled: () => setTarget(null),
    });
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
