import { materialKeys } from '@lectern/shared-api/student';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * How long after a press of Download the counts are fetched again. The file is a plain link the
 * browser follows, so nothing tells us when the server has counted it (once per person per day);
 * asking at once would race that request and show the old count.
 */
export const DOWNLOAD_RECOUNT_MS = 1500;

/** After a download, fetch the material's cards, page and course pages again, so its count moves. */
export function useDownloadRecount() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: materialKeys.all }), DOWNLOAD_RECOUNT_MS);
  }, [queryClient]);
}
