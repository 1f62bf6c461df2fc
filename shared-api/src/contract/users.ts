// People, as admins manage them (the specification's User Management; docs/spec-resolutions.md: admin only, and admins
// promote and demote moderators).
import type { Pagination } from './api.ts';
import type { Role } from './enums.ts';

/** GET /user: 100 a page unless asked; User Management asks for 50 (both the specification's). */
export const USER_LIST_DEFAULT_LIMIT = 100;
export const USER_MANAGEMENT_PAGE_SIZE = 50;
/** User Management's search box waits this long after the last key, as the specification says. */
export const USER_SEARCH_DEBOUNCE_MS = 400;
export const USER_QUERY_MAX = 200;
/** "Active" on User Management: signed in or used the site within this long. */
export const ACTIVE_USER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** GET /user?page&limit&query&role (admins). The role filter is the server's (a page is never half empty). */
export interface UserListQuery {
  page?: number;
  limit?: number;
  /** Matches first and last name, username and email, ignoring case. */
  query?: string;
  role?: Role;
}

/** One row of User Management's table. */
export interface ManagedUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  department: { id: string; name: string } | null;
  level: number | null;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
  /** When they last signed in or used the site; null if never. */
  lastActiveAt: string | null;
}

/** The stat cards that do not depend on the page: every account, and those active in the last 30 days. */
export interface UserStats {
  total: number;
  active: number;
}

/** What GET /user answers: the page (`pagination.total` counts the filtered list) and the site-wide stats. */
export interface UserList {
  data: ManagedUser[];
  pagination: Pagination;
  stats: UserStats;
}

/** PATCH /user/:id/role */
export interface RoleChangeRequest {
  role: Role;
}

/** What PATCH /user/:id/role answers: the person and the role they now have. */
export interface RoleChanged {
  id: string;
  role: Role;
}

/** What DELETE /user/:id/sessions answers: the person, signed out everywhere, and how many sessions ended. */
export interface SessionsEnded {
  id: string;
  ended: number;
}

export const USER_ADMIN_MESSAGES = {
  userNotFound: 'This user does not exist.',
  lastAdmin: 'The last admin cannot be demoted. Make someone else an admin first.',
  loadFailed: 'Failed to load users',
} as const;
