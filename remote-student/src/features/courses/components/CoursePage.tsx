import { CLASSIFICATION_LABELS, formatCourseCode, hasCode } from '@lectern/shared-api';
import { useCoursePage } from '@lectern/shared-api/student';
import { PAGE_PATHS, type CoursePage as CoursePageData } from '@lectern/shared-api/contract';
import { Button, ButtonLink, Icon, Spinner } from '@lectern/shared-ui';
import { EmptyState, QueryView } from '@lectern/shared-ui/lists';
import FileText from 'lucide-react/icons/file-text';
import Upload from 'lucide-react/icons/upload';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageStack } from '../../../components/PageStack.tsx';
import { CARD_WIDTH_PX, MaterialCard } from '../../../components/MaterialCard.tsx';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The classifications flow side by side, each as wide as its cards ask, so a course with one
// material per classification fills the width instead of leaving a row two thirds empty.
const Groups = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.section<{ $cards: number }>`
  flex: ${({ $cards }) => $cards} 1 calc(${({ $cards }) => $cards} * ${CARD_WIDTH_PX}px);
  min-width: 0;
  ${({ theme }) => theme.media.belowSm} {
    flex-basis: 100%;
  }
`;

const GroupCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD_WIDTH_PX}px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
    min-width: 0;
  }
  ${({ theme }) => theme.media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;


/** /dashboard/courses/:code: the course, where it is taught, and its materials by classification. */
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
      {materials.length === 0 ? (
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
        <Groups>
          {materials.map((group) => (
            <Group key={group.classification} $cards={group.materials.length} aria-labelledby={`group-${group.classification}`}>
              <h2 id={`group-${group.classification}`}>{CLASSIFICATION_LABELS[group.classification]}</h2>
              <GroupCards>
                {group.materials.map((material) => (
                  <li key={material.id}>
                    <MaterialCard material={material} />
                  </li>
                ))}
              </GroupCards>
            </Group>
          ))}
        </Groups>
      )}
    </PageStack>
  );
}
