import type { ManagedUser, UserList, UserStats } from '@lectern/shared-api/contract';

/** A verified student in Computer Science unless told otherwise. */
export function userFixture(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: 'u-student',
    firstName: 'Ada',
    lastName: 'Obi',
    username: 'ada',
    email: 'ada@uni.edu',
    department: { id: 'd1', name: 'Computer Science' },
    level: 200,
    role: 'student',
    emailVerified: true,
    createdAt: '2026-01-15T10:00:00.000Z',
    lastActiveAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What GET /user answers for one page of `users`. */
export function userList(
  users: ManagedUser[],
  { page = 1, totalPages = 1, total = users.length, stats = { total: 120, active: 37 } }: { page?: number; totalPages?: number; total?: number; stats?: UserStats } = {},
): UserList {
  return { data: users, pagination: { page, limit: 50, total, totalPages }, stats };
}
