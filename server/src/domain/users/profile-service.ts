import type { Kysely } from 'kysely';
import { AUTH_MESSAGES as AUTH, type FieldError } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ApiError } from '../../platform/api-error.ts';
import { facultyExists, findDepartment } from '../reference-data/index.ts';
import { findUserById, updateProfile, type ProfileChanges, type UserRecord } from './users-repository.ts';
import { UNKNOWN_DEPARTMENT, UNKNOWN_FACULTY } from './messages.ts';

export interface ProfileInput {
  username: string;
  faculty?: string | null;
  department?: string | null;
  level?: number | null;
}

/**
 * Set one's own profile. Only the department is stored (the faculty follows from it); a
 * faculty, when given, must exist and contain the department. Omitted department or level
 * stay as they are; '' or null clear them. A username taken by anyone else, ignoring case,
 * is a 409.
 */
export async function updateOwnProfile(db: Kysely<Database>, user: UserRecord, input: ProfileInput, now: Date): Promise<UserRecord> {
  const faculty = input.faculty || null;
  const department = input.department === undefined ? undefined : input.department || null;
  const errors: FieldError[] = [];

  if (faculty && !(await facultyExists(db, faculty))) errors.push({ field: 'faculty', message: UNKNOWN_FACULTY });
  if (department) {
    const found = await findDepartment(db, department);
    if (!found) errors.push({ field: 'department', message: UNKNOWN_DEPARTMENT });
    else if (faculty && found.facultyId !== faculty) errors.push({ field: 'department', message: AUTH.departmentOutsideFaculty });
  } else if (department === undefined && faculty && user.departmentId && user.facultyId !== faculty) {
    // The department kept from before must fit the faculty now named.
    errors.push({ field: 'department', message: AUTH.departmentOutsideFaculty });
  }
  if (errors.length > 0) throw new ApiError(400, 'VALIDATION', errors.map((e) => e.message).join('; '), errors);

  const changes: ProfileChanges = { username: input.username, departmentId: department, level: input.level };
  try {
    await updateProfile(db, user.id, changes, now);
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_unique')) {
      throw new ApiError(409, 'USERNAME_TAKEN', AUTH.usernameTaken, [{ field: 'username', message: AUTH.usernameTaken }]);
    }
    throw error;
  }
  const updated = await findUserById(db, user.id);
  if (!updated) throw new Error('the signed-in user disappeared');
  return updated;
}
