import { PAGE_PATHS } from '@lectern/shared-api';
import Bell from 'lucide-react/icons/bell';
import CircleHelp from 'lucide-react/icons/circle-help';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import House from 'lucide-react/icons/house';
import LibraryBig from 'lucide-react/icons/library-big';
import Newspaper from 'lucide-react/icons/newspaper';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';

/** The sidebar's and the bottom bar's destinations (the specification's Student area). */
export interface NavItem {
  to: string;
  label: string;
  /** Drawn before the label; alone, with the label as its name, in the collapsed sidebar. */
  icon: LucideIcon;
  /** Only `end` items match exactly (Overview would otherwise match every /dashboard page). */
  end?: boolean;
  badge?: 'unread';
}

export const OVERVIEW: NavItem = { to: PAGE_PATHS.dashboard, label: 'Overview', icon: House, end: true };
export const LIBRARIES: NavItem = { to: '/dashboard/libraries', label: 'Libraries', icon: LibraryBig };
/** Browse by faculty, department and level; matches the course pages beneath it too. */
export const COURSES: NavItem = { to: PAGE_PATHS.courses, label: 'Courses', icon: GraduationCap };
/** The students' peer community (docs/spec-resolutions.md); matches its posts' pages too. */
export const BLOGS: NavItem = { to: '/dashboard/blogs', label: 'Blogs', icon: Newspaper };
/** Study groups: mine and open ones to find; matches each group's page too. */
export const GROUPS: NavItem = { to: PAGE_PATHS.groups, label: 'Groups', icon: Users };
export const NOTIFICATIONS: NavItem = { to: '/dashboard/notifications', label: 'Notifications', icon: Bell, badge: 'unread' };
export const SETTINGS: NavItem = { to: '/dashboard/settings', label: 'Settings', icon: Settings };
export const HELP: NavItem = { to: '/dashboard/help', label: 'Help', icon: CircleHelp };
/** Shown to admins and moderators only, before Settings. */
export const MANAGEMENT: NavItem = { to: PAGE_PATHS.management, label: 'Management', icon: ShieldCheck };

export function sidebarItems(isStaff: boolean): NavItem[] {
  return [OVERVIEW, LIBRARIES, COURSES, GROUPS, BLOGS, NOTIFICATIONS, ...(isStaff ? [MANAGEMENT] : []), SETTINGS, HELP];
}

/**
 * The bottom bar's four links, around its New button. A fifth (Groups) does not fit a 360px
 * phone beside Notifications' word, so Groups is in the side panel with Courses and Blogs.
 */
export const HOME_ITEMS = [OVERVIEW, LIBRARIES, NOTIFICATIONS, SETTINGS] as const;

/** The phone's side panel lists what its bottom bar has no room for. */
export function panelItems(isStaff: boolean): NavItem[] {
  const inBottomBar = new Set<NavItem>(HOME_ITEMS);
  return sidebarItems(isStaff).filter((item) => !inBottomBar.has(item));
}
