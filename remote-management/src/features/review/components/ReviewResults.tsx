import { ApiError, type Paged, type ReviewStatus } from '@lectern/shared-api';
import { CardGrid, ListLoading, Pagination, QueryView, type QueryLike } from '@lectern/shared-ui/lists';
import type { ReactNode } from 'react';
import type { ReviewKindView } from '../kinds/index.ts';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { ReviewEmpty } from './ReviewEmpty.tsx';

export interface ReviewResultsProps<T> {
  view: ReviewKindView;
  status: ReviewStatus;
  /** The queue's query for this tab, page and search. */
  list: QueryLike<Paged<T>> & { isPlaceholderData: boolean };
  /** A search is applied (an empty page then offers to clear it). */
  searched: boolean;
  onClearSearch: () => void;
  page: number;
  onPage: (page: number) => void;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** One page of a queue: a spinner, the red box, the empty state, or the cards and the pager. */
export function ReviewResults<T>({ view, status, list, searched, onClearSearch, page, onPage, itemKey, renderItem }: ReviewResultsProps<T>) {
  return (
    <QueryView
      // Another tab's, page's or search's cards are not shown as this one's while it loads.
      query={{ ...list, isPending: list.isPending || list.isPlaceholderData }}
      loading={<ListLoading label={view.loading} look="centered" />}
      // The server answered but not with a list, or the call never got an answer: the specification's failure state.
      failed={(error) => (error instanceof ApiError && error.code !== 'NETWORK' ? view.loadError.failed : view.loadError.exception)}
      retryLabel={REVIEW_TEXTS.tryAgain}
      empty={<ReviewEmpty view={view} status={status} searched={searched} onClearSearch={onClearSearch} />}
    >
      {({ data: items, pagination }) => (
        <>
          <CardGrid>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </CardGrid>
          <Pagination page={page} totalPages={pagination.totalPages} onPage={onPage} label={`${view.title} pages`} />
        </>
      )}
    </QueryView>
  );
}
