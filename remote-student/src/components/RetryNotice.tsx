import { Button } from '@lectern/shared-ui';
import { PageNotice } from './PageNotice.tsx';

/** A page whose content failed to load for a reason other than its absence: the error's words and Try again. */
export function RetryNotice({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <PageNotice role="alert">
      {error.message}{' '}
      <Button size="sm" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </PageNotice>
  );
}
