import { PAGE_PATHS } from '@lectern/shared-api';
import { ButtonLink } from '@lectern/shared-ui';
import styled from 'styled-components';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';

const Box = styled.section`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A portal screen that is linked but not built yet (the people screens): an honest page, never
 * a broken one. It names the screen and sends the reader somewhere useful.
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Box aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p>This screen is coming soon. Until then, the review queues and course management are open from the overview.</p>
      <ButtonLink to={PORTAL_PATHS.overview} variant="secondary" size="sm">
        Back to Overview
      </ButtonLink>{' '}
      <ButtonLink to={PAGE_PATHS.dashboard} variant="ghost" size="sm">
        Back to Dashboard
      </ButtonLink>
    </Box>
  );
}
