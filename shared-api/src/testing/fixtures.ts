import type { SessionUser } from '../contract/index.ts';

/** A signed-in person for tests: a verified student unless told otherwise. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Obi',
    role: 'student',
    username: 'ada',
    email: 'ada@uni.edu',
    departmentId: null,
    facultyId: null,
    level: 200,
    createdAt: '2026-01-01T00:00:00.000Z',
    auth: { emailVerified: true },
    ...overrides,
  };
}
