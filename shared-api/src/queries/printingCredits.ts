// Printing credits (50 approved uploads earn one, docs/spec-resolutions.md): the admins' list of credits
// waiting to be given and those given, and marking one honoured.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, PrintingCredit, PrintingCreditStatus } from '../contract/index.ts';
import { ApiError } from '../client/apiError.ts';
import { apiRequest } from '../client/http.ts';

export interface PrintingCreditListQuery {
  status: PrintingCreditStatus;
  page: number;
  limit: number;
}

export const printingCreditKeys = {
  all: ['printing-credits'] as const,
  lists: () => ['printing-credits', 'list'] as const,
  list: (query: PrintingCreditListQuery) => ['printing-credits', 'list', query] as const,
};

export const fetchPrintingCredits = (query: PrintingCreditListQuery, signal?: AbortSignal) =>
  apiRequest<Paged<PrintingCredit>>('/rewards/printing-credits', { query: { ...query }, signal });

export const honourPrintingCredit = (id: string) =>
  apiRequest<PrintingCredit>(`/rewards/printing-credits/${encodeURIComponent(id)}/honour`, { method: 'POST' });

export const printingCreditListQuery = (query: PrintingCreditListQuery) =>
  queryOptions({
    queryKey: printingCreditKeys.list(query),
    queryFn: ({ signal }) => fetchPrintingCredits(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePrintingCredits = (query: PrintingCreditListQuery) => useQuery(printingCreditListQuery(query));

/**
 * Mark a credit given. Both lists change (it leaves Waiting for Honoured), so both are asked
 * again; so they are when another admin honoured it first (409) or it is gone (404).
 */
export function useHonourPrintingCredit() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: printingCreditKeys.all });
  return useMutation({
    mutationFn: honourPrintingCredit,
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 404)) refresh();
    },
  });
}
