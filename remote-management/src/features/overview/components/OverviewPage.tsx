import { useSession, welcomeBack } from '@lectern/shared-api';
import { useReviewOverview } from '@lectern/shared-api/management';
import styled from 'styled-components';
import { OverviewFigures } from './OverviewFigures.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { RoleBanner } from './RoleBanner.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** /management: the figures, the role banner, the quick actions and the recent activity. */
export function OverviewPage() {
  const { user } = useSession();
  const overview = useReviewOverview();
  return (
    <Stack>
      <header>
        <h1>Overview</h1>
        <p>{welcomeBack(user)}. Here is what is waiting for review.</p>
      </header>
      <OverviewFigures overview={overview.data} loading={overview.isPending} />
      <RoleBanner role={user?.role} />
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <QuickActions isAdmin={user?.role === 'admin'} />
      </section>
      <Panel aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent Activity</h2>
        <RecentActivity overview={overview} />
      </Panel>
    </Stack>
  );
}
