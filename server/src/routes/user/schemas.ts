import { Type } from 'typebox';
import { ROLES } from '@lectern/shared-api/contract';
import { levelField, referenceIdField, usernameField } from '../../auth/fields.ts';
import { UNKNOWN_DEPARTMENT, UNKNOWN_FACULTY } from './messages.ts';

/** The signed-in person (contract: SessionUser). */
export const SessionUserSchema = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  username: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  departmentId: Type.Union([Type.String(), Type.Null()]),
  facultyId: Type.Union([Type.String(), Type.Null()], { description: "Derived from the department" }),
  level: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  auth: Type.Object({ emailVerified: Type.Boolean() }),
});

/** Contract: ProfileUpdateRequest. */
export const ProfileUpdateBody = Type.Object({
  username: usernameField(),
  faculty: referenceIdField(UNKNOWN_FACULTY),
  department: referenceIdField(UNKNOWN_DEPARTMENT),
  level: levelField(),
});

