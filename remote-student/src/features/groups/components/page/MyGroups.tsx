import { GROUPS_PER_PERSON_MAX } from '@lectern/shared-api/contract';
import { useGroupList } from '@lectern/shared-api/student';
import { Button, Icon } from '@lectern/shared-ui';
import { EmptyState, ListLoading, QueryView } from '@lectern/shared-ui/lists';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import Users from 'lucide-react/icons/users';
import { GroupList } from './GroupCard.tsx';

const MINE = { scope: 'mine', limit: GROUPS_PER_PERSON_MAX } as const;

/** The groups I am in, newest activity first (one page: nobody is in more than GROUPS_PER_PERSON_MAX). */
export function MyGroups({ onNew, onFind }: { onNew: () => void; onFind: () => void }) {
  const mine = useGroupList(MINE);
  return (
    <QueryView
      query={mine}
      loading={<ListLoading label="Loading your groups..." />}
      failed="Could not load your groups."
      empty={
        <EmptyState
          icon={Users}
          title="You are not in any study group yet."
          action={
            <>
              <Button onClick={onNew}>
                <Icon icon={Plus} size="sm" />
                New group
              </Button>
              <Button variant="secondary" onClick={onFind}>
                <Icon icon={Search} size="sm" />
                Find a group
              </Button>
            </>
          }
        >
          Start one for a course you are taking, or find an open group and join it.
        </EmptyState>
      }
    >
      {(page) => <GroupList groups={page.data} />}
    </QueryView>
  );
}
