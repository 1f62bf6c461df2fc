import { groupPagePath, type MaterialCourse } from '@lectern/shared-api/contract';
import { Button, Icon } from '@lectern/shared-ui';
import { spreadRowCss } from '@lectern/shared-ui/rows';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageStack } from '../../../../components/PageStack.tsx';
import { FindGroups } from './FindGroups.tsx';
import { MyGroups } from './MyGroups.tsx';

// The form (formik, yup) loads when someone starts a group.
const GroupFormDialog = lazy(() => import('./GroupFormDialog.tsx').then((m) => ({ default: m.GroupFormDialog })));

/**
 * `?new=1` opens New group on arrival (the course page's "Start a group for this course", which
 * passes its course as the location's state `{ course }`).
 */
export const NEW_GROUP_PARAM = 'new';

const Header = styled.header`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
  p {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const courseOf = (state: unknown): MaterialCourse | null => {
  const course = (state as { course?: MaterialCourse } | null)?.course;
  return course && typeof course.id === 'string' ? course : null;
};

/** /dashboard/groups: My groups, Find a group, and New group. */
export function GroupsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const mineId = useId();
  const findId = useId();
  const findRef = useRef<HTMLElement>(null);
  const open = creating || params.get(NEW_GROUP_PARAM) === '1';
  // Once created, the page goes to the new group: closing must not then rewrite this page's address.
  const leaving = useRef(false);
  const close = () => {
    setCreating(false);
    if (!leaving.current && params.has(NEW_GROUP_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(NEW_GROUP_PARAM);
      setParams(next, { replace: true });
    }
  };
  const goFind = () => {
    findRef.current?.scrollIntoView?.({ block: 'start' });
    findRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  };
  return (
    <PageStack>
      <Header>
        <h1>Study groups</h1>
        <Button onClick={() => setCreating(true)}>
          <Icon icon={Plus} size="sm" />
          New group
        </Button>
        <p>Ask questions, share notes and meet to revise with others taking your courses.</p>
      </Header>
      <Section aria-labelledby={mineId}>
        <h2 id={mineId}>My groups</h2>
        <MyGroups onNew={() => setCreating(true)} onFind={goFind} />
      </Section>
      <Section aria-labelledby={findId} ref={findRef}>
        <h2 id={findId}>Find a group</h2>
        <FindGroups />
      </Section>
      {open ? (
        <Suspense fallback={null}>
          <GroupFormDialog mode={{ kind: 'new', course: courseOf(location.state) }} onClose={close} onSaved={(group) => {
              leaving.current = true;
              navigate(groupPagePath(group.id));
            }} />
        </Suspense>
      ) : null}
    </PageStack>
  );
}
