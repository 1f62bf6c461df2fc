import { USER_ADMIN_MESSAGES, type Role } from '@lectern/shared-api/contract';

/** User Management's words: the specification's where it gives them, short plain copy where it does not. */
export const USER_TEXTS = {
  title: 'User Management',
  subtitle: 'Browse, filter, and analyze user accounts.',
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name, username or email',
  roleLabel: 'Role',
  allRoles: 'All Roles',
  loading: 'Loading users...',
  emptyFiltered: 'No users match your filters.',
  empty: 'No users found.',
  emptyFilteredText: 'Try another name, username or e-mail, or show every role.',
  emptyText: 'People appear here once they create an account.',
  failedText: 'The list could not be loaded.',
  clearFilters: 'Clear filters',
  tryAgain: 'Try Again',
  tableLabel: 'Users',
  regionLabel: 'Users',
  pagerLabel: 'User pages',
  previous: 'Prev',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} users`,
  errorTitle: 'Error',
  successTitle: 'Success',
  loadFailed: USER_ADMIN_MESSAGES.loadFailed,
  yes: 'Yes',
  no: 'No',
  none: '—',
  you: '(you)',
} as const;

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', moderator: 'Moderator', student: 'Student' };

/** The dropdown's order, the specification's: All Roles first (the empty value), then Admin, Moderator, Student. */
export const ROLE_FILTER_OPTIONS = (['admin', 'moderator', 'student'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const STAT_TEXTS = {
  total: { label: 'Total Users', hint: 'All registered accounts' },
  verified: { label: 'Verified (Page)', hint: 'Email verified on this page' },
  // The spec's placeholder (N/A, 'Metrics coming soon') becomes a real figure (docs/spec-resolutions.md).
  active: { label: 'Active', hint: 'Signed in within 30 days' },
  filter: { label: 'Filter', hint: 'Role filter in use' },
} as const;

export const COLUMN_TEXTS = {
  name: 'Name',
  username: 'Username',
  email: 'Email',
  department: 'Department',
  level: 'Level',
  role: 'Role',
  verified: 'Verified',
  joined: 'Joined',
  actions: 'Actions',
} as const;

/**
 * Promotion and demotion between student and moderator; admins are never changed from here
 * (the server keeps the last one), so they have no action.
 */
export const ROLE_CHANGES = {
  student: {
    to: 'moderator',
    action: 'Make moderator',
    question: (name: string) => `Make ${name} a moderator?`,
    effect: (name: string) => `${name} will be able to review submissions and manage courses in the management portal.`,
    done: (name: string) => `${name} is now a moderator`,
  },
  moderator: {
    to: 'student',
    action: 'Make student',
    question: (name: string) => `Make ${name} a student?`,
    effect: (name: string) => `${name} will lose access to the management portal and use Lectern as a student again.`,
    done: (name: string) => `${name} is now a student`,
  },
} as const satisfies Record<Exclude<Role, 'admin'>, { to: Role; action: string; question: (name: string) => string; effect: (name: string) => string; done: (name: string) => string }>;

export type ChangeableRole = keyof typeof ROLE_CHANGES;

export const isChangeableRole = (role: Role): role is ChangeableRole => role in ROLE_CHANGES;

/** An admin's way out after a lost or stolen phone: every session of the person ends, on every server. */
export const SIGN_OUT_EVERYWHERE = {
  action: 'Sign out everywhere',
  /** The row button's visible words (its name is the action's). */
  short: 'Sign out',
  question: (name: string) => `Sign ${name} out everywhere?`,
  effect: (name: string) =>
    `${name} will be signed out on every phone and computer at once, and must sign in again with their password. Use it when a device is lost or stolen.`,
  done: (name: string, ended: number) =>
    ended === 0 ? `${name} was not signed in anywhere` : `${name} was signed out of ${ended} ${ended === 1 ? 'session' : 'sessions'}`,
} as const;

/** What a confirmed action on a person says: the row's button, the dialog's question and what it will do. */
export interface UserActionTexts {
  action: string;
  question: (name: string) => string;
  effect: (name: string) => string;
}
