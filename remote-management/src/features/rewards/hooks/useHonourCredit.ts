import { ApiError } from '@lectern/shared-api';
import type { PrintingCredit } from '@lectern/shared-api/contract';
import { useHonourPrintingCredit } from '@lectern/shared-api/management';
import { notify } from '@lectern/shared-ui';
import { useState } from 'react';
import { PRINTING_CREDIT_TEXTS } from '../printingCreditTexts.ts';

/**
 * Mark honoured, behind a confirmation: which credit is being asked about, and the call with its
 * toasts. Another admin may have honoured it first (409) or it may be gone (404): the server's
 * words say so, and the list reloads (the mutation asks again).
 */
export function useHonourCredit() {
  const honour = useHonourPrintingCredit();
  const [asking, setAsking] = useState<PrintingCredit | null>(null);

  const confirm = () => {
    if (!asking) return;
    honour.mutate(asking.id, {
      onSuccess: () => notify.success(PRINTING_CREDIT_TEXTS.honoured, { title: 'Success' }),
      onError: (error) => {
        const stale = error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 404);
        notify.error(stale ? error.message : PRINTING_CREDIT_TEXTS.honourFailed, { title: 'Error' });
      },
      onSettled: () => setAsking(null),
    });
  };

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm, busy: honour.isPending };
}
