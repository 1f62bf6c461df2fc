import { formatCourseCode } from '@lectern/shared-api';
import { coursePagePath } from '@lectern/shared-api/contract';
import { useCourseCatalog } from '@lectern/shared-api/student';
import { ButtonLink } from '@lectern/shared-ui';
import { EmptyState, Pagination, QueryView } from '@lectern/shared-ui/lists';
import BookOpen from 'lucide-react/icons/book-open';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '../../../components/formatCount.ts';
import { catalogHref } from './catalogPlace.ts';
import { ChoiceList, ChoiceListSkeleton } from './ChoiceList.tsx';

export const COURSES_FAILED = 'Failed to load the courses.';

/** One department level's approved courses, each with its approved materials, leading to its course page. */
export function LevelCourses({ facultyId, departmentId, level, page }: { facultyId: string | null; departmentId: string; level: number; page: number }) {
  const navigate = useNavigate();
  const courses = useCourseCatalog({ departmentId, level, page });
  const listLabel = `Courses at ${level} level`;

  return (
    <QueryView
      query={courses}
      loading={<ChoiceListSkeleton status="Loading courses..." rows={4} />}
      failed={COURSES_FAILED}
      empty={
        <EmptyState
          icon={BookOpen}
          title={`No courses at ${level} level yet`}
          action={
            <ButtonLink to="/dashboard/search" variant="secondary" size="sm">
              Search all materials
            </ButtonLink>
          }
        >
          Try another level above, or search for the course by its code or name.
        </EmptyState>
      }
    >
      {({ data, pagination }) => (
        <>
          <ChoiceList
            label={listLabel}
            icon={BookOpen}
            choices={data.map((course) => ({
              key: course.id,
              label: `${formatCourseCode(course.courseCode)}: ${course.courseName}`,
              detail: formatCount(course.approvedMaterials ?? 0, 'material'),
              href: coursePagePath(course.courseCode),
            }))}
          />
          {pagination.totalPages > 1 ? (
            <Pagination
              label={`${listLabel}, pages`}
              page={pagination.page}
              totalPages={pagination.totalPages}
              onPage={(next) => navigate(catalogHref({ facultyId, departmentId, level, page: next }))}
            />
          ) : null}
        </>
      )}
    </QueryView>
  );
}
