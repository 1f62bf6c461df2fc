import { useEndSessions } from '@lectern/shared-api/management';
import { SIGN_OUT_EVERYWHERE } from '../userTexts.ts';
import { fullName, useConfirmedAction } from './useConfirmedAction.ts';

/** Signing a person out on every device (a lost or stolen phone); anyone but oneself. */
export function useSignOutEverywhere() {
  return useConfirmedAction(
    useEndSessions(),
    (user) => ({ id: user.id }),
    (user, result) => SIGN_OUT_EVERYWHERE.done(fullName(user), result.ended),
  );
}
