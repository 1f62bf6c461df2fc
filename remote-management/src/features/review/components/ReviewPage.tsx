import type { ReviewKind } from '@lectern/shared-api';

// Placeholder while the review layout is written (replaced in this change).
export function ReviewPage({ kind }: { kind: ReviewKind }) {
  return <h1>{kind}</h1>;
}
