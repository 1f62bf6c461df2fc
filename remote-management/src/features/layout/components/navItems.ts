import BookCheck from 'lucide-react/icons/book-check';
import BookOpen from 'lucide-react/icons/book-open';
import FileCheck from 'lucide-react/icons/file-check';
import Flag from 'lucide-react/icons/flag';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Megaphone from 'lucide-react/icons/megaphone';
import Network from 'lucide-react/icons/network';
import Newspaper from 'lucide-react/icons/newspaper';
import Printer from 'lucide-react/icons/printer';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';

export interface PortalNavItem {
  to: string;
  label: string;
  /** Drawn before the label. */
  icon: LucideIcon;
  /** Only Overview matches exactly (it would otherwise match every portal page). */
  end?: boolean;
  adminOnly?: boolean;
}

/**
 * The spec's sidebar (§2), with the Reports queue docs/spec-resolutions.md adds, then the people screens:
 * the moderator applications and adverts queues and the printing credits admins honour.
 */
export const PORTAL_NAV: PortalNavItem[] = [
  { to: PORTAL_PATHS.overview, label: 'Overview', icon: LayoutDashboard, end: true },
  { to: PORTAL_PATHS.courses, label: 'Courses', icon: BookOpen },
  { to: PORTAL_PATHS.userManagement, label: 'User Management', icon: Users, adminOnly: true },
  { to: PORTAL_PATHS.coursesReview, label: 'Courses Review', icon: BookCheck },
  { to: PORTAL_PATHS.dlcReview, label: 'DLC Review', icon: Network },
  { to: PORTAL_PATHS.materials, label: 'Materials Review', icon: FileCheck },
  { to: PORTAL_PATHS.blogsReview, label: 'Blogs Review', icon: Newspaper },
  { to: PORTAL_PATHS.reports, label: 'Reports', icon: Flag },
  { to: PORTAL_PATHS.moderatorsReview, label: 'Moderator Applications', icon: UserCheck, adminOnly: true },
  { to: PORTAL_PATHS.advertsReview, label: 'Adverts Review', icon: Megaphone },
  { to: PORTAL_PATHS.printingCredits, label: 'Printing Credits', icon: Printer, adminOnly: true },
];

export const navFor = (isAdmin: boolean) => PORTAL_NAV.filter((item) => isAdmin || !item.adminOnly);
