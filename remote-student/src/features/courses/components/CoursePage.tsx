import { formatCourseCode, hasCode } from '@lectern/shared-api';
import { useCoursePage } from '@lectern/shared-api/student';
import { PAGE_PATHS, type CoursePage as CoursePageData } from '@lectern/shared-api/contract';
import { Button, ButtonLink, Icon, Spinner } from '@lectern/shared-ui';
import { EmptyState, QueryView } from '@lectern/shared-ui/lists';
import FileText from 'lucide-react/icons/file-text';
import Upload from 'lucide-react/icons/upload';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageStack } from '../../../components/PageStack.tsx';
import { PublicFolders } from '../../../components/PublicFolders.tsx';
import { useCourseSearchParams } from '../hooks/useCourseSearchParams.ts';
import { CourseGroups } from './CourseGroups.tsx';
import { CourseRequests } from './CourseRequests.tsx';
import { CourseStudyGroups } from './CourseStudyGroups.tsx';
import { CourseSearchField } from './CourseSearchField.tsx';
import { CourseSearchResults } from './CourseSearchResults.tsx';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /dashboard/courses/:code: the course, where it is taught, and its materials by classification;
 * or, while its search has words (`?q=`), the materials that hold them.
 */
export function CoursePage({ onUpload }: { onUpload: () => void }) {
  const { code = '' } = useParams();
  const page = useCoursePage(code);
  return (
    <QueryView
      query={page}
      loading={<Spinner label="Loading materials..." showLabel />}
      renderError={(error, retry) =>
        hasCode(error, 'NOT_FOUND') ? (
          <PageStack role="alert">
            <p>No course with the code {formatCourseCode(code)}.</p>
            <Link to="/dashboard">Back to the dashboard</Link>
          </PageStack>
        ) : (
          <PageStack role="alert">
            <p>{error.message}</p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </PageStack>
        )
      }
      // A course without materials still shows its heading; its empty state sits below it.
      isEmpty={() => false}
    >
      {(found) => <CourseMaterials page={found} onUpload={onUpload} />}
    </QueryView>
  );
}

function CourseMaterials({ page: { course, materials }, onUpload }: { page: CoursePageData; onUpload: () => void }) {
  const search = useCourseSearchParams();
  // A course with nothing in it has nothing to search (unless a link brought words to search).
  const searchable = materials.length > 0 || search.query !== '';
  return (
    <PageStack>
      <header>
        <h1>
          {formatCourseCode(course.courseCode)}: {course.courseName}
        </h1>
        {course.description ? <p>{course.description}</p> : null}
        {course.departments.length ? (
          <Muted>{course.departments.map((d) => `${d.department.name} · ${d.level} level`).join('; ')}</Muted>
        ) : null}
      </header>
      {searchable ? <CourseSearchField query={search.query} onQuery={search.setQuery} /> : null}
      {search.query ? (
        <CourseSearchResults course={course} query={search.query} page={search.page} onPage={search.setPage} />
      ) : materials.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No materials for this course yet."
          action={
            <>
              <Button onClick={onUpload}>
                <Icon icon={Upload} size="sm" />
                Upload the first one
              </Button>
              <ButtonLink to={PAGE_PATHS.courses} variant="secondary">
                Browse courses
              </ButtonLink>
            </>
          }
        >
          Share your notes or past questions for {formatCourseCode(course.courseCode)} and they appear here once approved.
        </EmptyState>
      ) : (
        <CourseGroups groups={materials} />
      )}
      {/* What students asked for and nobody has uploaded yet (not while searching its materials). */}
      {search.query ? null : <CourseRequests course={course} />}
      {/* Study groups of the course, then students' public folders (not while searching its materials). */}
      {search.query ? null : <CourseStudyGroups course={course} />}
      {/* Students' public folders for the course, under its materials (not while searching them). */}
      {search.query ? null : <PublicFolders query={{ courseId: course.id }} />}
    </PageStack>
  );
}
