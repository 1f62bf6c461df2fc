import type { MaterialCourse } from '@lectern/shared-api/contract';
import { useMaterialList } from '@lectern/shared-api/student';
import { EmptyState } from '@lectern/shared-ui/lists';
import SearchX from 'lucide-react/icons/search-x';
import styled from 'styled-components';
import { AskWhenFew } from '../../../components/AskWhenFew.tsx';
import { formatCount } from '../../../components/formatCount.ts';
import { MaterialGrid } from '../../../components/MaterialGrid.tsx';
import { stack } from '@lectern/shared-ui/rows';

export const SEARCHING = 'Searching...';

/** The empty state's title, which the count also announces. */
export const noMatchTitle = (query: string) => `No materials in this course match “${query}”`;

/** "1 material matches “avl”", "3 materials match “avl”". */
export const matchCount = (total: number, query: string) => `${formatCount(total, 'material')} ${total === 1 ? 'matches' : 'match'} “${query}”`;

const Results = styled.section`
  ${stack('md')}
  min-width: 0;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface CourseSearchResultsProps {
  course: MaterialCourse;
  query: string;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The course's materials that hold the words, best first (the server's order for a search
 * without a sort), as the same cards as everywhere, each with its passage under the title.
 */
export function CourseSearchResults({ course, query, page, onPage }: CourseSearchResultsProps) {
  const list = useMaterialList('search', { courseId: course.id, query, page });
  // While other words are being searched the old cards stay; the count waits for the new answer.
  const settled = list.isSuccess && !list.isPlaceholderData;
  const total = list.data?.pagination.total ?? 0;
  return (
    <Results aria-label="Search results">
      {/* Always present, so a screen reader hears each new count. The first answer's wait is the
          list's own 'Loading materials...'; with no match the empty state shows the sentence, so
          here it is only heard. */}
      <Count role="status" className={settled && total === 0 ? 'visually-hidden' : undefined}>
        {settled ? (total === 0 ? noMatchTitle(query) : matchCount(total, query)) : list.isPlaceholderData ? SEARCHING : ''}
      </Count>
      {/* None or few in this course: ask for it, for this course. */}
      {settled ? <AskWhenFew total={total} query={query} course={course} /> : null}
      <MaterialGrid
        query={list}
        empty={
          <EmptyState icon={SearchX} title={noMatchTitle(query)}>
            Try other words, or clear the search to see every material of the course.
          </EmptyState>
        }
        page={page}
        onPage={onPage}
      />
    </Results>
  );
}
