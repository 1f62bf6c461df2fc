import { errorMessage } from '@lectern/shared-api';
import { formatCourseCode, GROUP_MESSAGES, groupPagePath, PAGE_PATHS, type GroupSummary, type MaterialCourse } from '@lectern/shared-api/contract';
import { useGroupList, useJoinGroup } from '@lectern/shared-api/student';
import { Button, ButtonLink, Icon, notify } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import Plus from 'lucide-react/icons/plus';
import UserPlus from 'lucide-react/icons/user-plus';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RowList } from '../../../components/RowList.tsx';
import { formatCount } from '../../../components/formatCount.ts';
import { CourseSection as Section, CourseSectionRow as Row } from './CourseSectionParts.tsx';
import { cluster, stack } from '@lectern/shared-ui/rows';

/** Enough to show what there is; See all finds the rest on the groups page. */
export const COURSE_GROUPS_SHOWN = 6;

const List = styled(RowList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const Name = styled.div`
  ${stack('xxs')}
  min-width: 0;
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The groups page's New group opens on `?new=1` with this course chosen (the location's state
 * `{ course }`, read by features/groups' GroupsPage).
 */
const newGroupLink = `${PAGE_PATHS.groups}?new=1`;

function JoinButton({ group }: { group: GroupSummary }) {
  const join = useJoinGroup();
  const onClick = () =>
    join.mutate(
      { id: group.id },
      {
        onSuccess: () => notify.success(GROUP_MESSAGES.joined(group.name)),
        onError: (error) => notify.error(errorMessage(error, 'Could not join the group. Try again.')),
      },
    );
  return (
    <Button size="sm" onClick={onClick} disabled={join.isPending} aria-busy={join.isPending || undefined} aria-label={`Join ${group.name}`}>
      <Icon icon={UserPlus} size="sm" />
      {join.isPending ? 'Joining...' : 'Join'}
    </Button>
  );
}

/**
 * "Study groups for CSC 204": the course's open groups (and the reader's own of it), each with
 * Join, and Start a group for this course. A failure to load them leaves the section out: the
 * materials are what the page is for.
 */
export function CourseStudyGroups({ course }: { course: MaterialCourse }) {
  const titleId = useId();
  const code = formatCourseCode(course.courseCode);
  const groups = useGroupList({ scope: 'find', courseId: course.id, limit: COURSE_GROUPS_SHOWN });
  if (groups.isError) return null;
  const list = groups.data?.data ?? [];
  const more = (groups.data?.pagination.total ?? 0) > list.length;
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{GROUP_MESSAGES.courseGroupsHeading(code)}</h2>
      {groups.isSuccess && list.length === 0 ? <Muted>No study groups for {code} yet. Start one and others taking it can join.</Muted> : null}
      {list.length ? (
        <List>
          {list.map((group) => (
            <Row key={group.id}>
              <Name>
                <Link to={groupPagePath(group.id)}>{group.name}</Link>
                <span>
                  {formatCount(group.memberCount, 'member')}
                  {group.joinPolicy === 'invite' ? ' · Invite only' : ''}
                </span>
              </Name>
              {group.myRole ? <Badge>{group.myRole === 'owner' ? 'Owner' : 'Member'}</Badge> : <JoinButton group={group} />}
            </Row>
          ))}
        </List>
      ) : null}
      <Actions>
        <ButtonLink to={newGroupLink} state={{ course: { id: course.id, courseCode: course.courseCode, courseName: course.courseName } }} variant="secondary">
          <Icon icon={Plus} size="sm" />
          Start a group for this course
        </ButtonLink>
        {more ? (
          <ButtonLink to={`${PAGE_PATHS.groups}?q=${encodeURIComponent(course.courseCode)}`} variant="ghost">
            See all groups for {code}
          </ButtonLink>
        ) : null}
      </Actions>
    </Section>
  );
}
