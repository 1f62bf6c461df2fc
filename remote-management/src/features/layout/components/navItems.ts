import { PORTAL_PATHS } from '../../../components/portalPaths.ts';

export interface PortalNavItem {
  to: string;
  label: string;
  /** Only Overview matches exactly (it would otherwise match every portal page). */
  end?: boolean;
  adminOnly?: boolean;
}

/**
 * The spec's sidebar (§2), with the Reports queue docs/spec-resolutions.md adds, then the people screens:
 * the moderator applications and adverts queues and the printing credits admins honour.
 */
export const PORTAL_NAV: PortalNavItem[] = [
  { to: PORTAL_PATHS.overview, label: 'Overview', end: true },
  { to: PORTAL_PATHS.courses, label: 'Courses' },
  { to: PORTAL_PATHS.userManagement, label: 'User Management', adminOnly: true },
  { to: PORTAL_PATHS.coursesReview, label: 'Courses Review' },
  { to: PORTAL_PATHS.dlcReview, label: 'DLC Review' },
  { to: PORTAL_PATHS.materials, label: 'Materials Review' },
  { to: PORTAL_PATHS.blogsReview, label: 'Blogs Review' },
  { to: PORTAL_PATHS.reports, label: 'Reports' },
  { to: PORTAL_PATHS.moderatorsReview, label: 'Moderator Applications', adminOnly: true },
  { to: PORTAL_PATHS.advertsReview, label: 'Adverts Review' },
  { to: PORTAL_PATHS.printingCredits, label: 'Printing Credits', adminOnly: true },
];

export const navFor = (isAdmin: boolean) => PORTAL_NAV.filter((item) => isAdmin || !item.adminOnly);
