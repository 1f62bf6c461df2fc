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
export const NOTIFICATIONS: NavItem = { to: '/dashboard/notifications', label: 'Notifications', badge: 'unread' };
export const SETTINGS: NavItem = { to: '/dashboard/settings', label: 'Settings' };
export const HELP: NavItem = { to: '/dashboard/help', label: 'Help' };
/** Shown to admins and moderators only, before Settings. */
export const MANAGEMENT: NavItem = { to: '/management', label: 'Management' };

export function sidebarItems(isStaff: boolean): NavItem[] {
  return [OVERVIEW, LIBRARIES, NOTIFICATIONS, ...(isStaff ? [MANAGEMENT] : []), SETTINGS, HELP];
}

/** The bottom bar's four links, around its New button. */
export const HOME_ITEMS = [OVERVIEW, LIBRARIES, NOTIFICATIONS, SETTINGS] as const;
