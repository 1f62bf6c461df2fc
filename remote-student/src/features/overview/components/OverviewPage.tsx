import { DASHBOARD_ROW_SIZE, PAGE_PATHS } from '@lectern/shared-api/contract';
import { ButtonLink } from '@lectern/shared-ui';
import { useMaterialList } from '@lectern/shared-api/student';
import styled from 'styled-components';
import { CurrentAnnouncement } from '../../../components/CurrentAnnouncement.tsx';
import { MaterialRow } from '../../../components/MaterialRow.tsx';
import { MetricsCarousel } from './MetricsCarousel.tsx';
import { RewardsPanel } from './RewardsPanel.tsx';
import { UpcomingSessionsCard } from './UpcomingSessionsCard.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Stack = styled.div`
  ${stack('xl')}
`;

/** On a phone the rows are lists one under another: three of each, and See all for the rest. */
const PHONE_ROW_SIZE = 3;

function SeeAll({ to, what }: { to: string; what: string }) {
  return (
    <ButtonLink to={to} variant="ghost" size="sm">
      See all<span className="visually-hidden"> {what}</span>
    </ButtonLink>
  );
}

/** /dashboard: banner with course search, the announcement, the upcoming study sessions of one's groups, figures, rewards, Recent Materials and Recommendations. */
export function OverviewPage() {
  const recent = useMaterialList('recent', { limit: DASHBOARD_ROW_SIZE });
  const recommendations = useMaterialList('recommendations', { limit: DASHBOARD_ROW_SIZE, ignorePreference: true });
  return (
    <Stack>
      <WelcomeBanner />
      <CurrentAnnouncement />
      <UpcomingSessionsCard />
      <MetricsCarousel />
      <RewardsPanel />
      {/* Below a phone's first screen (a 412×823 one shows Recent Materials' heading and no more):
          their previews load lazily, after the scripts and text that screen needs. */}
      <MaterialRow
        title="Recent Materials"
        query={recent}
        phoneLimit={PHONE_ROW_SIZE}
        action={<SeeAll to={PAGE_PATHS.recent} what="recent materials" />}
      />
      <MaterialRow
        title="Recommendations"
        query={recommendations}
        phoneLimit={PHONE_ROW_SIZE}
        action={<SeeAll to={PAGE_PATHS.recommendations} what="recommendations" />}
      />
    </Stack>
  );
}
