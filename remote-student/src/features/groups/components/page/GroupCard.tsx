import { coursePagePath, formatCourseCode, groupPagePath, relativeTime, type GroupSummary } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import Lock from 'lucide-react/icons/lock';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JoinGroupButton } from './JoinGroupButton.tsx';
import { memberCount, POLICY_BADGES, ROLE_LABELS } from './groupWords.ts';
import { CardIcon, CardLinkMeta, CardLinkTitle, IconCard, IconCardList } from '../../../../components/IconCard.tsx';
import { cluster, stack } from '@lectern/shared-ui/rows';

// A group in a list (My groups, Find a group): its name leading to its page, course, members,
// who may join and when it was last active; Join for one the reader is not in.

const Body = styled.div`
  ${stack('xs')}
  min-width: 0;
`;

const Badges = styled.span`
  ${cluster('xs')}
`;

const Join = styled.div`
  position: relative;
  z-index: 1;
  margin-top: ${({ theme }) => theme.space.xs};
`;

export function GroupCard({ group }: { group: GroupSummary }) {
  return (
    <IconCard aria-label={group.name}>
      <CardIcon aria-hidden="true">
        <Icon icon={group.joinPolicy === 'invite' ? Lock : Users} size="md" />
      </CardIcon>
      <Body>
        <CardLinkTitle>
          <Link to={groupPagePath(group.id)}>{group.name}</Link>
        </CardLinkTitle>
        <Badges>
          <Badge tone={group.joinPolicy === 'open' ? 'success' : 'warning'}>{POLICY_BADGES[group.joinPolicy]}</Badge>
          {group.myRole ? <Badge>{ROLE_LABELS[group.myRole]}</Badge> : null}
        </Badges>
        <CardLinkMeta>
          {group.course ? (
            <>
              <Link to={coursePagePath(group.course.courseCode)}>{formatCourseCode(group.course.courseCode)}</Link>
              {' · '}
            </>
          ) : null}
          {memberCount(group.memberCount)}
        </CardLinkMeta>
        <CardLinkMeta>
          Active <time dateTime={group.lastActivityAt}>{relativeTime(group.lastActivityAt)}</time>
        </CardLinkMeta>
        {group.myRole ? null : (
          <Join>
            <JoinGroupButton group={group} size="sm" namesGroup />
          </Join>
        )}
      </Body>
    </IconCard>
  );
}

/** Groups side by side as the width allows; one under another on a phone. */
export function GroupList({ groups }: { groups: readonly GroupSummary[] }) {
  return (
    <IconCardList>
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </IconCardList>
  );
}
