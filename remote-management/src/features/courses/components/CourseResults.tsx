import type { Course, Paged } from '@lectern/shared-api';
import { COURSE_MESSAGES } from '@lectern/shared-api/contract';
import { Button } from '@lectern/shared-ui';
import { CardGrid, EmptyState, ListLoading, Pagination, QueryView } from '@lectern/shared-ui/lists';
import BookOpen from 'lucide-react/icons/book-open';
import SearchX from 'lucide-react/icons/search-x';
import { CourseCard } from './CourseCard.tsx';

export interface CourseResultsProps {
  result: { data?: Paged<Course>; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  page: number;
  searched: boolean;
  /** Drops the search (the empty state's next step). */
  onClearSearch: () => void;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}

/** The paged grid of course cards, or the spinner, the error with Try Again, or the empty state. */
export function CourseResults({ result, page, searched, onClearSearch, onPage, onOpen }: CourseResultsProps) {
  return (
    <QueryView
      query={result}
      loading={<ListLoading label="Loading courses..." look="centered" showLabel={false} />}
      failed={COURSE_MESSAGES.listFailed}
      retryLabel="Try Again"
      empty={
        // Nothing found: clear the search. No course at all: Add Course, just above, is the next step.
        searched ? (
          <EmptyState
            icon={SearchX}
            title={COURSE_MESSAGES.noCourses}
            action={
              <Button variant="secondary" size="sm" onClick={onClearSearch}>
                Clear search
              </Button>
            }
          >
            Try another course code or name.
          </EmptyState>
        ) : (
          <EmptyState icon={BookOpen} title={COURSE_MESSAGES.noCourses}>
            Add the first one with Add Course above.
          </EmptyState>
        )
      }
    >
      {({ data: courses, pagination }) => (
        <div aria-busy={result.isFetching || undefined}>
          <CardGrid aria-label="Courses">
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} onOpen={onOpen} />
              </li>
            ))}
          </CardGrid>
          <Pagination page={page} totalPages={pagination.totalPages} onPage={onPage} pageNumbers label="Course pages" />
        </div>
      )}
    </QueryView>
  );
}
