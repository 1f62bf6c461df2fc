import { useSession, welcomeBack } from '@lectern/shared-api';
import { useReviewOverview } from '@lectern/shared-api/management';
import styled from 'styled-components';
import { MaterialGapsPanels } from './MaterialGapsPanels.tsx';
import { OverviewFigures } from './OverviewFigures.tsx';
import { OverviewPanel } from './OverviewPanel.ts';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { RoleBanner } from './RoleBanner.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Stack = styled.div`
  ${stack('lg')}
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** /management: the figures, the role banner, the quick actions, the recent activity, and what is asked for and not found. */
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
      <OverviewPanel aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent Activity</h2>
        <RecentActivity overview={overview} />
      </OverviewPanel>
      {/* What students ask for and cannot find. */}
      <MaterialGapsPanels />
    </Stack>
  );
}
