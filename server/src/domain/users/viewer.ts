// The signed-in person a domain call is made for: who they are, their role and department.
// Every access rule (materials, courses, review) reads this, so it lives with the users.
import type { Role } from '@lectern/shared-api/contract';

/** The person asking: every domain call is made by a signed-in user. */
export interface Viewer {
  id: string;
  role: Role;
  departmentId: string | null;
}

export function isStaff(viewer: Viewer): boolean {
  return viewer.role === 'admin' || viewer.role === 'moderator';
}
