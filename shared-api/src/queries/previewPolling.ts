import type { Material } from '../contract/index.ts';

/**
 * How often a query whose answer shows a material with its preview still being made asks again:
 * soon at first (a preview is usually ready within seconds), then less and less often, so a
 * page left open while the server's jobs are slow or down does not poll it hard forever.
 */
export const PREVIEW_POLL = { firstMs: 3_000, growth: 1.25, maxMs: 30_000 } as const;

export const hasPendingPreview = (materials: readonly Material[]) => materials.some((material) => material.previewStatus === 'pending');

/** The wait before the next poll, after `answers` answers so far (0 or 1: the first wait). */
export const previewPollDelay = (answers: number) =>
  Math.min(Math.round(PREVIEW_POLL.firstMs * PREVIEW_POLL.growth ** Math.max(0, answers - 1)), PREVIEW_POLL.maxMs);

interface PolledQuery<T> {
  state: { data: T | undefined; dataUpdateCount: number };
}

/**
 * A react-query `refetchInterval`: asks again while any material in the answer is 'pending',
 * and stops once none is. `materialsOf` finds the materials in the query's answer.
 */
export function pollWhilePreviewPending<T>(materialsOf: (data: T) => readonly Material[]) {
  return (query: PolledQuery<T>): number | false => {
    const { data, dataUpdateCount } = query.state;
    if (data === undefined || !hasPendingPreview(materialsOf(data))) return false;
    return previewPollDelay(dataUpdateCount);
  };
}
