/** The sidebar's and the bottom bar's destinations (spec §2 Student area). */
export interface NavItem {
  to: string;
  label: string;
  /** Only `end` items match exactly (Overview would otherwise match every /dashboard page). */
  end?: boolean;
  badge?: 'unread';
}

export const OVERVIEW: NavItem = { to: '/dashboard', label: 'Overview', end: true };
export const LIBRARIES: NavItem = { to: '/dashboard/libraries', label: 'Libraries' };
/** The students' peer community (docs/spec-resolutions.md); matches its posts' pages too. */
export const BLOGS: NavItem = { to: '/dashboard/blogs', label: 'Blogs' };
export const NOTIFICATIONS: NavItem = { to: '/dashboard/notifications', label: 'Notifications', badge: 'unread' };
export const SETTINGS: NavItem = { to: '/dashboard/settings', label: 'Settings' };
export const HELP: NavItem = { to: '/dashboard/help', label: 'Help' };
/** Shown to admins and moderators only, before Settings. */
export const MANAGEMENT: NavItem = { to: '/management', label: 'Management' };

export function sidebarItems(isStaff: boolean): NavItem[] {
  return [OVERVIEW, LIBRARIES, BLOGS, NOTIFICATIONS, ...(isStaff ? [MANAGEMENT] : []), SETTINGS, HELP];
}

/** The bottom bar's four links, around its New button. */
export const HOME_ITEMS = [OVERVIEW, LIBRARIES, NOTIFICATIONS, SETTINGS] as const;

/** The phone's side panel lists what its bottom bar has no room for. */
export function panelItems(isStaff: boolean): NavItem[] {
  const inBottomBar = new Set<NavItem>(HOME_ITEMS);
  return sidebarItems(isStaff).filter((item) => !inBottomBar.has(item));
}
