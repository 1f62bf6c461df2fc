import type { ReviewOverview } from '@lectern/shared-api';
import { StatTiles } from '../../../components/StatTiles.tsx';

const FIGURES: Array<{ key: keyof Omit<ReviewOverview, 'recentActivity'>; label: string }> = [
  { key: 'pendingReviews', label: 'Pending Reviews' },
  { key: 'approvedToday', label: 'Approved Today' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'totalViews', label: 'Total Views' },
];

/** The overview's four figures, real ones from GET /review/overview; '—' when they could not load. */
export function OverviewFigures({ overview, loading }: { overview: ReviewOverview | undefined; loading: boolean }) {
  return <StatTiles tiles={FIGURES.map(({ key, label }) => ({ label, loading, value: overview ? overview[key] : '—' }))} />;
}
