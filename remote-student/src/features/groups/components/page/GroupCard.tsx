import { coursePagePath, formatCourseCode, groupPagePath, relativeTime, type GroupSummary } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge, CardMeta, CardTitle } from '@lectern/shared-ui/lists';
import Lock from 'lucide-react/icons/lock';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JoinGroupButton } from './JoinGroupButton.tsx';
import { memberCount, POLICY_BADGES, ROLE_LABELS } from './groupWords.ts';

// A group in a list (My groups, Find a group): its name leading to its page, course, members,
// who may join and when it was last active; Join for one the reader is not in.

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.belowSm} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const GroupIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Title = styled(CardTitle)`
  overflow-wrap: anywhere;
  /* The whole card opens the group; the course link and Join sit above this. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Meta = styled(CardMeta)`
  a {
    position: relative;
    z-index: 1;
    white-space: nowrap;
  }
`;

const Join = styled.div`
  position: relative;
  z-index: 1;
  margin-top: ${({ theme }) => theme.space.xs};
`;

export function GroupCard({ group }: { group: GroupSummary }) {
  return (
    <Card aria-label={group.name}>
      <GroupIcon aria-hidden="true">
        <Icon icon={group.joinPolicy === 'invite' ? Lock : Users} size="md" />
      </GroupIcon>
      <Body>
        <Title>
          <Link to={groupPagePath(group.id)}>{group.name}</Link>
        </Title>
        <Badges>
          <Badge tone={group.joinPolicy === 'open' ? 'success' : 'warning'}>{POLICY_BADGES[group.joinPolicy]}</Badge>
          {group.myRole ? <Badge>{ROLE_LABELS[group.myRole]}</Badge> : null}
        </Badges>
        <Meta>
          {group.course ? (
            <>
              <Link to={coursePagePath(group.course.courseCode)}>{formatCourseCode(group.course.courseCode)}</Link>
              {' · '}
            </>
          ) : null}
          {memberCount(group.memberCount)}
        </Meta>
        <Meta>
          Active <time dateTime={group.lastActivityAt}>{relativeTime(group.lastActivityAt)}</time>
        </Meta>
        {group.myRole ? null : (
          <Join>
            <JoinGroupButton group={group} size="sm" namesGroup />
          </Join>
        )}
      </Body>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    min-width: 0;
  }
  ${({ theme }) => theme.media.belowSm} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** Groups side by side as the width allows; one under another on a phone. */
export function GroupList({ groups }: { groups: readonly GroupSummary[] }) {
  return (
    <List>
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </List>
  );
}
