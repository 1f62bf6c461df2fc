import { DASHBOARD_ROW_SIZE } from '@lectern/shared-api/contract';
import { useMaterialList } from '@lectern/shared-api/student';
import styled from 'styled-components';
import { CurrentAnnouncement } from '../../../components/CurrentAnnouncement.tsx';
import { MaterialRow } from '../../../components/MaterialRow.tsx';
import { MetricsCarousel } from './MetricsCarousel.tsx';
import { RewardsPanel } from './RewardsPanel.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** /dashboard: banner with course search, the announcement, figures, rewards, Recent Materials and Recommendations. */
export function OverviewPage() {
  const recent = useMaterialList('recent', { limit: DASHBOARD_ROW_SIZE });
  const recommendations = useMaterialList('recommendations', { limit: DASHBOARD_ROW_SIZE, ignorePreference: true });
  return (
    <Stack>
      <WelcomeBanner />
      <CurrentAnnouncement />
      <MetricsCarousel />
      <RewardsPanel />
      {/* Below a phone's first screen (a 412×823 one shows Recent Materials' heading and no more):
          their previews load lazily, after the scripts and text that screen needs. */}
      <MaterialRow title="Recent Materials" query={recent} />
      <MaterialRow title="Recommendations" query={recommendations} />
    </Stack>
  );
}
