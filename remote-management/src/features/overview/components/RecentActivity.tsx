import { relativeTime, type ReviewActivity, type ReviewOverview } from '@lectern/shared-api';
import { ButtonLink } from '@lectern/shared-ui';
import { EmptyState, QueryView, type QueryLike } from '@lectern/shared-ui/lists';
import History from 'lucide-react/icons/history';
import styled from 'styled-components';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How the review record names each kind, in a sentence. */
const KIND_NOUNS: Record<string, string> = {
  course: 'course',
  dlc: 'department level course',
  blog: 'blog',
  material: 'material',
  report: 'report on',
  'group-report': 'report on a group post',
};

function sentence(activity: ReviewActivity): string {
  const who = activity.reviewer ? `${activity.reviewer.firstName} ${activity.reviewer.lastName}` : 'A former staff member';
  return `${who} ${activity.action} ${KIND_NOUNS[activity.kind] ?? activity.kind} "${activity.itemTitle}"`;
}

/** The latest decisions and deletes from the review record, newest first. */
export function RecentActivity({ overview }: { overview: QueryLike<ReviewOverview> }) {
  return (
    <QueryView
      query={overview}
      loading={<Muted role="status">Loading activity...</Muted>}
      // A muted note, not the red box: the panel is one part of the overview.
      renderError={() => <Muted role="alert">Recent activity could not be loaded.</Muted>}
      isEmpty={(data) => data.recentActivity.length === 0}
      empty={
        <EmptyState
          icon={History}
          title="No reviews yet"
          action={
            <ButtonLink variant="secondary" size="sm" to={PORTAL_PATHS.materials}>
              Review materials
            </ButtonLink>
          }
        >
          Decisions on courses, blogs and materials appear here.
        </EmptyState>
      }
    >
      {({ recentActivity }) => (
        <List>
          {recentActivity.map((item) => (
            <li key={item.id}>
              {sentence(item)}
              {item.comment ? <small>Comment: {item.comment}</small> : null}
              <small>
                {/* "N minutes ago" may turn over between the server's markup and hydration: not a mismatch worth re-rendering for. */}
                <time dateTime={item.createdAt} suppressHydrationWarning>
                  {relativeTime(item.createdAt)}
                </time>
              </small>
            </li>
          ))}
        </List>
      )}
    </QueryView>
  );
}
