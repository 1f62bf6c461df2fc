import { useFaculties, useSession, type Faculty } from '@lectern/shared-api';
import { ButtonLink } from '@lectern/shared-ui';
import { EmptyState, QueryView } from '@lectern/shared-ui/lists';
import Building2 from 'lucide-react/icons/building-2';
import Landmark from 'lucide-react/icons/landmark';
import SearchX from 'lucide-react/icons/search-x';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageStack } from '../../../components/PageStack.tsx';
import { formatCount } from '../../../components/formatCount.ts';
import { Breadcrumb, type Crumb } from '../../../components/Breadcrumb.tsx';
import { catalogHref, placeOf, resolvePlace, type CatalogPlace } from './catalogPlace.ts';
import { ChoiceList, ChoiceListSkeleton } from './ChoiceList.tsx';
import { DepartmentStep } from './DepartmentStep.tsx';

export const BROWSE_TITLE = 'Browse courses';
export const FACULTIES_FAILED = 'Failed to load the faculties.';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /dashboard/courses: faculty, department, level, then the level's courses; a student's own department and level open first. */
export function CatalogPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const faculties = useFaculties();
  const place = placeOf(params, user);

  return (
    <PageStack>
      <header>
        <h1>{BROWSE_TITLE}</h1>
        <Intro>Find a course by faculty, department and level, then open it for its materials.</Intro>
      </header>
      {/* No faculties at all is the first step's own empty state, beside its heading. */}
      <QueryView query={faculties} loading={<ChoiceListSkeleton status="Loading faculties..." />} failed={FACULTIES_FAILED} isEmpty={() => false}>
        {(found) => <CatalogSteps faculties={found} place={place} />}
      </QueryView>
    </PageStack>
  );
}

/**
 * The link just followed is gone with the step it was on: the new step's heading takes focus, so
 * a keyboard or screen-reader user goes on from there (not on the first arrival).
 */
function useFocusOnStepChange(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

function CatalogSteps({ faculties, place }: { faculties: Faculty[]; place: CatalogPlace }) {
  const { faculty, department } = resolvePlace(faculties, place);
  const heading = useFocusOnStepChange(`${faculty?.id ?? ''}/${department?.id ?? ''}`);
  const crumbs: Crumb[] = [{ label: 'All faculties', href: catalogHref({}) }];
  if (faculty) crumbs.push({ label: faculty.name, href: catalogHref({ facultyId: faculty.id }) });
  if (faculty && department) crumbs.push({ label: department.name, href: catalogHref({ facultyId: faculty.id, departmentId: department.id }) });
  if (faculty && department && place.level) {
    crumbs.push({ label: `${place.level} level`, href: catalogHref({ facultyId: faculty.id, departmentId: department.id, level: place.level }) });
  }

  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      {(place.facultyId && !faculty) || (place.departmentId && !department) ? (
        <NotFound />
      ) : !faculty ? (
        <section aria-labelledby="catalog-step">
          <h2 id="catalog-step" ref={heading} tabIndex={-1}>Faculties</h2>
          {faculties.length === 0 ? (
            <EmptyState icon={Landmark} title="No faculties yet">
              The university's faculties appear here once the site is set up.
            </EmptyState>
          ) : (
            <ChoiceList
              label="Faculties"
              icon={Landmark}
              choices={faculties.map((f) => ({
                key: f.id,
                label: f.name,
                detail: formatCount(f.departments.length, 'department'),
                href: catalogHref({ facultyId: f.id }),
              }))}
            />
          )}
        </section>
      ) : !department ? (
        <section aria-labelledby="catalog-step">
          <h2 id="catalog-step" ref={heading} tabIndex={-1}>Departments in {faculty.name}</h2>
          {faculty.departments.length === 0 ? (
            <EmptyState icon={Building2} title="No departments in this faculty" action={<AllFacultiesLink />}>
              Choose another faculty.
            </EmptyState>
          ) : (
            <ChoiceList
              label={`Departments in ${faculty.name}`}
              icon={Building2}
              choices={faculty.departments.map((d) => ({
                key: d.id,
                label: d.name,
                href: catalogHref({ facultyId: faculty.id, departmentId: d.id }),
              }))}
            />
          )}
        </section>
      ) : (
        <DepartmentStep faculty={faculty} department={department} level={place.level} page={place.page} headingRef={heading} />
      )}
    </>
  );
}

/** The way back to the first step, from a step that has nothing to choose. */
function AllFacultiesLink() {
  return (
    <ButtonLink to={catalogHref({})} variant="secondary" size="sm">
      All faculties
    </ButtonLink>
  );
}

function NotFound() {
  return (
    <EmptyState icon={SearchX} title="This faculty or department was not found" action={<AllFacultiesLink />}>
      The link may be old. Start again from the list of faculties.
    </EmptyState>
  );
}
