import { Type } from 'typebox';
import { ROLES, type SessionUser } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

/** The signed-in person: profile, sign-in and verification answers. */
export const SessionUserSchema = matchesContract<SessionUser>()(
  Type.Object({
    id: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    role: Type.Enum(ROLES),
    username: Type.Union([Type.String(), Type.Null()]),
    email: Type.String(),
    departmentId: Type.Union([Type.String(), Type.Null()]),
    facultyId: Type.Union([Type.String(), Type.Null()], { description: 'Derived from the department' }),
    level: Type.Union([Type.Integer(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    auth: Type.Object({ emailVerified: Type.Boolean() }),
  }),
);
