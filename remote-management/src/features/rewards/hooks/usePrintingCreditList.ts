import type { PrintingCreditStatus } from '@lectern/shared-api/contract';
import { usePrintingCredits } from '@lectern/shared-api/management';
import { useState } from 'react';
import { useStepBackPastLastPage } from '../../../components/useStepBackPastLastPage.ts';

/** Credits per page: a table of short rows, so more than a card grid holds. */
export const PRINTING_CREDITS_PAGE_SIZE = 20;

/** Which credits are on screen (waiting or honoured, and the page); switching starts again at page 1. */
export function usePrintingCreditList() {
  const [status, setStatus] = useState<PrintingCreditStatus>('waiting');
  const [page, setPage] = useState(1);
  const list = usePrintingCredits({ status, page, limit: PRINTING_CREDITS_PAGE_SIZE });

  // Its last credit honoured, a page can empty under us.
  useStepBackPastLastPage(page, list, setPage);

  return {
    status,
    page,
    list,
    setPage,
    show(next: PrintingCreditStatus) {
      setStatus(next);
      setPage(1);
    },
  };
}
