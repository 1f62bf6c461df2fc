import { DASHBOARD_FIRST_IMAGES, DASHBOARD_ROW_SIZE } from '@lectern/shared-api/contract';
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
      {/* The first screen shows the start of these rows (on a 412×823 phone, just their tops): their first images load at once. */}
      <MaterialRow title="Recent Materials" query={recent} priorityImages={DASHBOARD_FIRST_IMAGES} />
      <MaterialRow title="Recommendations" query={recommendations} priorityImages={DASHBOARD_FIRST_IMAGES} />
    </Stack>
  );
}
