import type { LucideIcon } from 'lucide-react';
import { PORTAL_ICONS } from '../../../components/portalIcons.ts';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';

export interface PortalNavItem {
  to: string;
  label: string;
  /** Drawn before the label: the page's icon from PORTAL_ICONS, as on the overview's quick actions. */
  icon: LucideIcon;
  /** Only Overview matches exactly (it would otherwise match every portal page). */
  end?: boolean;
  adminOnly?: boolean;
}

type PortalPath = (typeof PORTAL_PATHS)[keyof typeof PORTAL_PATHS];
const page = (to: PortalPath, label: string, options: Pick<PortalNavItem, 'end' | 'adminOnly'> = {}): PortalNavItem => ({
  to,
  label,
  icon: PORTAL_ICONS[to],
  ...options,
});

/**
 * The specification's sidebar, with the Reports queue docs/spec-resolutions.md adds, then the people screens:
 * the moderator applications and adverts queues and the printing credits admins honour, and the
 * remotes' releases (admins).
 */
export const PORTAL_NAV: PortalNavItem[] = [
  page(PORTAL_PATHS.overview, 'Overview', { end: true }),
  page(PORTAL_PATHS.courses, 'Courses'),
  page(PORTAL_PATHS.userManagement, 'User Management', { adminOnly: true }),
  page(PORTAL_PATHS.coursesReview, 'Courses Review'),
  page(PORTAL_PATHS.dlcReview, 'DLC Review'),
  page(PORTAL_PATHS.materials, 'Materials Review'),
  page(PORTAL_PATHS.blogsReview, 'Blogs Review'),
  page(PORTAL_PATHS.reports, 'Reports'),
  page(PORTAL_PATHS.groupReports, 'Group reports'),
  page(PORTAL_PATHS.moderatorsReview, 'Moderator Applications', { adminOnly: true }),
  page(PORTAL_PATHS.advertsReview, 'Adverts Review'),
  page(PORTAL_PATHS.printingCredits, 'Printing Credits', { adminOnly: true }),
  page(PORTAL_PATHS.releases, 'Releases', { adminOnly: true }),
];

export const navFor = (isAdmin: boolean) => PORTAL_NAV.filter((item) => isAdmin || !item.adminOnly);
