import { ApiError, type ReviewStatus } from '@lectern/shared-api';
import { Button, Spinner } from '@lectern/shared-ui';
import { CardGrid, ErrorBox, Pagination } from '@lectern/shared-ui/lists';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ReviewKindView } from '../kinds/index.ts';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { ReviewEmpty } from './ReviewEmpty.tsx';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

export interface ReviewResultsProps<T> {
  view: ReviewKindView;
  status: ReviewStatus;
  /** No answer for this tab, page and search yet. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** A search is applied (an empty page then offers to clear it). */
  searched: boolean;
  onClearSearch: () => void;
  items: readonly T[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** One page of a queue: a spinner, the red box, the empty state, or the cards and the pager. */
export function ReviewResults<T>({ view, status, loading, error, onRetry, searched, onClearSearch, items, page, totalPages, onPage, itemKey, renderItem }: ReviewResultsProps<T>) {
  if (loading) {
    return (
      <Loading>
        <Spinner label={view.loading} showLabel size={28} />
      </Loading>
    );
  }
  if (error) {
    // The server answered but not with a list, or the call never got an answer (spec §8).
    const text = error instanceof ApiError && error.code !== 'NETWORK' ? view.loadError.failed : view.loadError.exception;
    return (
      <ErrorBox
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {REVIEW_TEXTS.tryAgain}
          </Button>
        }
      >
        {text}
      </ErrorBox>
    );
  }
  if (items.length === 0) return <ReviewEmpty view={view} status={status} searched={searched} onClearSearch={onClearSearch} />;
  return (
    <>
      <CardGrid>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </CardGrid>
      <Pagination page={page} totalPages={totalPages} onPage={onPage} label={`${view.title} pages`} />
    </>
  );
}
