import type { ReviewKind, ReviewOverview } from '@lectern/shared-api/contract';
import { StatTiles } from '../../../components/StatTiles.tsx';

const FIGURES: Array<{ key: keyof Omit<ReviewOverview, 'recentActivity' | 'pendingByQueue'>; label: string }> = [
  { key: 'pendingReviews', label: 'Pending Reviews' },
  { key: 'approvedToday', label: 'Approved Today' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'totalViews', label: 'Total Views' },
];

/** The queues as the sidebar names them. */
const QUEUE_NAMES: Record<ReviewKind, string> = {
  courses: 'Courses',
  dlc: 'DLC',
  blogs: 'Blogs',
  materials: 'Materials',
  reports: 'Reports',
  moderators: 'Moderator applications',
  adverts: 'Adverts',
  'group-reports': 'Group reports',
};

/** Beneath Pending Reviews, where they wait: "Materials 5 · Courses 1". */
export const pendingQueuesLine = (queues: ReviewOverview['pendingByQueue']): string =>
  queues.length ? queues.map(({ kind, pending }) => `${QUEUE_NAMES[kind]} ${pending}`).join(' · ') : 'Nothing is waiting';

/** The overview's four figures, real ones from GET /review/overview; '—' when they could not load. */
export function OverviewFigures({ overview, loading }: { overview: ReviewOverview | undefined; loading: boolean }) {
  return (
    <StatTiles
      tiles={FIGURES.map(({ key, label }) => ({
        label,
        loading,
        value: overview ? overview[key] : '—',
        hint: key === 'pendingReviews' && overview ? pendingQueuesLine(overview.pendingByQueue) : undefined,
      }))}
    />
  );
}
