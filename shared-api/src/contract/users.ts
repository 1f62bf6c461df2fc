// People, as admins manage them (DESIGN.md §10: admins promote and demote moderators).
import type { Role } from './enums.ts';

/** PATCH /user/:id/role */
export interface RoleChangeRequest {
  role: Role;
}

/** What PATCH /user/:id/role answers: the person and the role they now have. */
export interface RoleChanged {
  id: string;
  role: Role;
}

export const USER_ADMIN_MESSAGES = {
  userNotFound: 'This user does not exist.',
  lastAdmin: 'The last admin cannot be demoted. Make someone else an admin first.',
} as const;
