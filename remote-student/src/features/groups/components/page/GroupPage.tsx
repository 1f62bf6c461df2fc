import { hasCode } from '@lectern/shared-api';
import { GROUP_MESSAGES, type GroupDetail } from '@lectern/shared-api/contract';
import { useGroup } from '@lectern/shared-api/student';
import { Spinner } from '@lectern/shared-ui';
import { QueryView } from '@lectern/shared-ui/lists';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageNotice } from '../../../../components/PageNotice.tsx';
import { RetryNotice } from '../../../../components/RetryNotice.tsx';
import { PageStack } from '../../../../components/PageStack.tsx';
import { GroupHeader } from './GroupHeader.tsx';
import { GroupSections } from './GroupSections.tsx';

/** `?invite=<code>`: the invite link (groupInvitePath); with it a stranger sees an invite-only group and may join. */
export const INVITE_PARAM = 'invite';

/**
 * /dashboard/groups/:id: the group's header, then (for members and staff) its Discussion,
 * Sessions, Members and the owner's Settings. A group the reader may not see says only
 * GROUP_MESSAGES.notFound: never its name, members or anything else of it.
 */
export function GroupPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get(INVITE_PARAM);
  const query = useGroup(id, invite);
  return (
    <QueryView
      query={query}
      loading={<Spinner label="Loading group..." showLabel />}
      renderError={(error, retry) =>
        // A mangled invite code (too long to be one) is as good as none: the group is not found.
        hasCode(error, 'NOT_FOUND') || (invite && hasCode(error, 'VALIDATION')) ? (
          <PageNotice role="alert">{GROUP_MESSAGES.notFound}</PageNotice>
        ) : (
          <RetryNotice error={error as Error} retry={retry} />
        )
      }
      isEmpty={() => false}
    >
      {(group) => <GroupContents group={group} invite={invite} />}
    </QueryView>
  );
}

function GroupContents({ group, invite }: { group: GroupDetail; invite: string | null }) {
  // Members read and post; staff who are not members read. Anyone else sees the header and Join.
  const reader = group.myRole !== null || group.readOnly;
  return (
    <PageStack>
      <GroupHeader group={group} invite={invite} />
      {reader ? <GroupSections group={group} /> : <PageNotice>Join the group to read its discussion, see its sessions and meet its members.</PageNotice>}
    </PageStack>
  );
}
