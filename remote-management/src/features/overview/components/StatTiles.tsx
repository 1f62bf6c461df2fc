import type { ReviewOverview } from '@lectern/shared-api';
import { Skeleton } from '@lectern/shared-ui';
import styled from 'styled-components';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 800;
  }
`;

const TILES: Array<{ key: keyof Omit<ReviewOverview, 'recentActivity'>; label: string }> = [
  { key: 'pendingReviews', label: 'Pending Reviews' },
  { key: 'approvedToday', label: 'Approved Today' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'totalViews', label: 'Total Views' },
];

const formatter = new Intl.NumberFormat('en');

/** The overview's four figures, real ones from GET /review/overview; '—' when they could not load. */
export function StatTiles({ overview, loading }: { overview: ReviewOverview | undefined; loading: boolean }) {
  return (
    <Tiles>
      {TILES.map(({ key, label }) => (
        <Tile key={key}>
          <dt>{label}</dt>
          <dd>{loading ? <Skeleton width="3ch" height="1.5rem" /> : overview ? formatter.format(overview[key]) : '—'}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}
