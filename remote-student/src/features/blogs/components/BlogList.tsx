import type { Blog, Paged } from '@lectern/shared-api/contract';
import { Spinner } from '@lectern/shared-ui';
import { CardGrid, EmptyState, Pagination, QueryView } from '@lectern/shared-ui/lists';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BlogCard } from './BlogCard.tsx';

export const LOADING_BLOGS = 'Loading posts...';
export const FAILED_BLOGS = 'Failed to load blogs';

/** What the list needs from its query (a react-query result). */
export interface BlogListState {
  data?: Paged<Blog>;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

const Loading = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0;
`;

/** While the next page or filter loads, the old cards stay, dimmed (aria-busy says why). */
const Results = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

export interface BlogListProps {
  query: BlogListState;
  /** The empty state: an icon, a title, a line beneath and the next step. */
  empty: { title: string; text: ReactNode; icon?: LucideIcon; action?: ReactNode };
  page: number;
  onPage: (page: number) => void;
  showReviewStatus?: boolean;
}

/** A paged grid of blog cards with its loading, error (Try again) and empty states. */
export function BlogList({ query, empty, page, onPage, showReviewStatus }: BlogListProps) {
  return (
    <QueryView
      query={query}
      loading={
        <Loading>
          <Spinner size={20} label={LOADING_BLOGS} showLabel />
        </Loading>
      }
      failed={FAILED_BLOGS}
      empty={
        <EmptyState title={empty.title} icon={empty.icon} action={empty.action}>
          {empty.text}
        </EmptyState>
      }
    >
      {({ data: blogs, pagination }) => (
        <Results $stale={query.isPlaceholderData} aria-busy={query.isPlaceholderData || undefined}>
          <CardGrid aria-label="Posts">
            {blogs.map((blog) => (
              <li key={blog.id}>
                <BlogCard blog={blog} showReviewStatus={showReviewStatus} />
              </li>
            ))}
          </CardGrid>
          {pagination.totalPages > 1 ? <Pagination page={page} totalPages={pagination.totalPages} onPage={onPage} label="Blog pages" /> : null}
        </Results>
      )}
    </QueryView>
  );
}
