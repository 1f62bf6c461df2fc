import { CLASSIFICATION_LABELS, formatCourseCode, hasCode } from '@lectern/shared-api';
import { useCoursePage } from '@lectern/shared-api/student';
import { Button, Spinner } from '@lectern/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MaterialCard } from '../../../components/MaterialCard.tsx';
import { CardGrid } from '@lectern/shared-ui/lists';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;


/** /dashboard/courses/:code: the course, where it is taught, and its materials by classification. */
export function CoursePage({ onUpload }: { onUpload: () => void }) {
  const { code = '' } = useParams();
  const page = useCoursePage(code);
  if (page.isPending) return <Spinner label="Loading materials..." showLabel />;
  if (page.isError) {
    if (hasCode(page.error, 'NOT_FOUND')) {
      return (
        <Stack role="alert">
          <p>No course with the code {formatCourseCode(code)}.</p>
          <Link to="/dashboard">Back to the dashboard</Link>
        </Stack>
      );
    }
    return (
      <Stack role="alert">
        <p>{page.error.message}</p>
        <Button variant="secondary" onClick={() => void page.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const { course, materials } = page.data;
  return (
    <Stack>
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
        <div>
          <p>No materials for this course yet.</p>
          <Button onClick={onUpload}>Upload the first one</Button>
        </div>
      ) : (
        materials.map((group) => (
          <section key={group.classification} aria-labelledby={`group-${group.classification}`}>
            <h2 id={`group-${group.classification}`}>{CLASSIFICATION_LABELS[group.classification]}</h2>
            <CardGrid>
              {group.materials.map((material) => (
                <li key={material.id}>
                  <MaterialCard material={material} />
                </li>
              ))}
            </CardGrid>
          </section>
        ))
      )}
    </Stack>
  );
}
