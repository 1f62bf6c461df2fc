import { coursePagePath, formatCourseCode, type GroupDetail } from '@lectern/shared-api/contract';
import { Icon } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import ExternalLink from 'lucide-react/icons/external-link';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeading, TitleLine } from '../../../../components/PageHeading.tsx';
import { PageNotice } from '../../../../components/PageNotice.tsx';
import { memberCount, POLICY_BADGES, ROLE_LABELS } from './groupWords.ts';
import { JoinGroupButton } from './JoinGroupButton.tsx';
import { LeaveGroupButton } from './LeaveGroupButton.tsx';

const Heading = styled(PageHeading)`
  > p {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ChatLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

/**
 * The group's name, course, description, members and who may join; for members the group's chat
 * and Leave (not the owner: they hand ownership over or delete the group first); for others Join,
 * or Join with the invite when they came by its link; staff who are not members read only.
 */
export function GroupHeader({ group, invite }: { group: GroupDetail; invite: string | null }) {
  const [params, setParams] = useSearchParams();
  // Joined by the link: the code has done its work and leaves the address.
  const dropInvite = () => {
    if (!params.has('invite')) return;
    const next = new URLSearchParams(params);
    next.delete('invite');
    setParams(next, { replace: true });
  };
  const member = group.myRole !== null;
  return (
    <Heading>
      <TitleLine>
        <h1>{group.name}</h1>
        <Badge tone={group.joinPolicy === 'open' ? 'success' : 'warning'}>{POLICY_BADGES[group.joinPolicy]}</Badge>
        {group.myRole ? <Badge>{group.myRole === 'owner' ? 'You own this group' : ROLE_LABELS.member}</Badge> : null}
      </TitleLine>
      {group.description ? <p>{group.description}</p> : null}
      <dl>
        {group.course ? (
          <>
            <dt>Course</dt>
            <dd>
              <Link to={coursePagePath(group.course.courseCode)}>{formatCourseCode(group.course.courseCode)}</Link> {group.course.courseName}
            </dd>
          </>
        ) : null}
        <dt>Members</dt>
        <dd>{memberCount(group.memberCount)}</dd>
        <dt>Owner</dt>
        <dd>
          {group.owner.firstName} {group.owner.lastName}
        </dd>
      </dl>
      <Actions>
        {member && group.chatLink ? (
          <ChatLink href={group.chatLink} target="_blank" rel="noopener noreferrer">
            Open the group chat
            <Icon icon={ExternalLink} size="sm" />
          </ChatLink>
        ) : null}
        {group.myRole === 'member' ? <LeaveGroupButton group={group} /> : null}
        {!member && !group.readOnly && (group.joinPolicy === 'open' || invite) ? (
          <JoinGroupButton group={group} invite={invite} label={invite && group.joinPolicy === 'invite' ? 'Join with the invite' : 'Join'} onJoined={dropInvite} />
        ) : null}
      </Actions>
      {group.readOnly ? <PageNotice>You are reading this group as staff: only its members post and answer.</PageNotice> : null}
    </Heading>
  );
}
