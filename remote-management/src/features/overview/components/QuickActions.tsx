import { Icon } from '@lectern/shared-ui';
import { CardGrid } from '@lectern/shared-ui/lists';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PORTAL_ICONS } from '../../../components/portalIcons.ts';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';

// The review grid's columns and gaps, but four across on a wide screen: the eight actions fill two rows.
const Grid = styled(CardGrid)`
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface QuickAction {
  to: (typeof PORTAL_PATHS)[keyof typeof PORTAL_PATHS];
  title: string;
  text: string;
  adminOnly?: boolean;
}

/** The spec's quick-action cards, with its paths (some are aliases the routes redirect). */
const ACTIONS: QuickAction[] = [
  { to: PORTAL_PATHS.courseManagement, title: 'Course Management', text: 'Add, edit and link courses to departments.' },
  { to: PORTAL_PATHS.materialsReview, title: 'Materials Review', text: 'Approve or reject uploaded materials.' },
  { to: PORTAL_PATHS.blogsReview, title: 'Blogs Review', text: 'Review posts written by students.' },
  { to: PORTAL_PATHS.coursesReview, title: 'Courses Review', text: 'Review courses students proposed.' },
  { to: PORTAL_PATHS.dlcReview, title: 'DLC Review', text: 'Review courses linked to departments.' },
  { to: PORTAL_PATHS.advertsReview, title: 'Adverts Review', text: 'Review announcements before they show.' },
  { to: PORTAL_PATHS.moderatorsReview, title: 'Moderator Applications', text: 'Decide who becomes a moderator.', adminOnly: true },
  { to: PORTAL_PATHS.userManagement, title: 'User Management', text: 'Browse, filter, and analyze user accounts.', adminOnly: true },
];

export function QuickActions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Grid>
      {ACTIONS.filter((action) => isAdmin || !action.adminOnly).map((action) => (
        <li key={action.to}>
          <Link to={action.to}>
            <strong>
              <Icon icon={PORTAL_ICONS[action.to]} />
              {action.title}
            </strong>
            <span>{action.text}</span>
          </Link>
        </li>
      ))}
    </Grid>
  );
}
