import type { ReviewStatus } from '@lectern/shared-api';
import { Button, ButtonLink } from '@lectern/shared-ui';
import { EmptyState } from '@lectern/shared-ui/lists';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import SearchX from 'lucide-react/icons/search-x';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';
import type { ReviewKindView } from '../kinds/index.ts';
import { REVIEW_TEXTS } from '../reviewTexts.ts';

const TAB_ICONS = { pending: ClipboardCheck, approved: CircleCheck, rejected: CircleX } satisfies Record<ReviewStatus, unknown>;

export interface ReviewEmptyProps {
  view: ReviewKindView;
  status: ReviewStatus;
  /** A search is applied: the next step is to clear it. */
  searched: boolean;
  onClearSearch: () => void;
}

/** An empty tab: nothing matches the search (clear it), or nothing in it (the other queues wait on the overview). */
export function ReviewEmpty({ view, status, searched, onClearSearch }: ReviewEmptyProps) {
  if (searched) {
    return (
      <EmptyState
        icon={SearchX}
        title={view.empty.title}
        action={
          <Button variant="secondary" size="sm" onClick={onClearSearch}>
            {REVIEW_TEXTS.clearSearch}
          </Button>
        }
      >
        {REVIEW_TEXTS.noMatches}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={TAB_ICONS[status]}
      title={view.empty.title}
      action={
        status === 'pending' ? (
          <ButtonLink variant="secondary" size="sm" to={PORTAL_PATHS.overview}>
            {REVIEW_TEXTS.toOverview}
          </ButtonLink>
        ) : null
      }
    >
      {view.empty[status]}
    </EmptyState>
  );
}
