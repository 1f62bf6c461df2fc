import type { Faculty } from '@lectern/shared-api';
import { useCourseLevels } from '@lectern/shared-api/student';
import { ButtonLink, Skeleton, VisuallyHidden } from '@lectern/shared-ui';
import { EmptyState, QueryView } from '@lectern/shared-ui/lists';
import BookOpen from 'lucide-react/icons/book-open';
import type { Ref } from 'react';
import styled from 'styled-components';
import { catalogHref } from './catalogPlace.ts';
import { LevelCourses } from './LevelCourses.tsx';
import { LevelPicker } from './LevelPicker.tsx';
import { cluster, stack } from '@lectern/shared-ui/rows';

export const LEVELS_FAILED = 'Failed to load the levels.';

const Steps = styled.div`
  ${stack('md')}
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PillSkeletons = styled.div`
  ${cluster('sm')}
`;

type Department = Faculty['departments'][number];

/** A department: its levels (with how many courses), and the chosen level's courses. */
export function DepartmentStep({
  faculty,
  department,
  level,
  page,
  headingRef,
}: {
  faculty: Faculty;
  department: Department;
  level: number | null;
  page: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const levels = useCourseLevels(department.id);
  const hrefOf = (next: number) => catalogHref({ facultyId: faculty.id, departmentId: department.id, level: next });

  return (
    <section aria-labelledby="catalog-step">
      <h2 id="catalog-step" ref={headingRef} tabIndex={-1}>
        {department.name}
      </h2>
      <Steps>
        <QueryView
          query={levels}
          loading={
            <div role="status" aria-label="Loading levels...">
              <VisuallyHidden>Loading levels...</VisuallyHidden>
              <PillSkeletons aria-hidden="true">
                {[0, 1, 2, 3].map((index) => (
                  <Skeleton key={index} width="6.5rem" height="44px" />
                ))}
              </PillSkeletons>
            </div>
          }
          failed={LEVELS_FAILED}
          empty={
            <EmptyState
              icon={BookOpen}
              title={`No courses in ${department.name} yet`}
              action={
                <ButtonLink to={catalogHref({ facultyId: faculty.id })} variant="secondary" size="sm">
                  Other departments
                </ButtonLink>
              }
            >
              Courses appear here once they are added and approved.
            </EmptyState>
          }
        >
          {(found) => (
            <>
              <LevelPicker label={`Levels in ${department.name}`} levels={found} current={level} hrefOf={hrefOf} />
              {level ? (
                <LevelCourses facultyId={faculty.id} departmentId={department.id} level={level} page={page} />
              ) : (
                <Hint>Choose a level to see its courses.</Hint>
              )}
            </>
          )}
        </QueryView>
      </Steps>
    </section>
  );
}
