import { Type } from 'typebox';
import type { ProfileUpdateRequest } from '@lectern/shared-api/contract';
import { levelField, referenceIdField, usernameField } from '../../http/schemas/account-fields.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { UNKNOWN_DEPARTMENT, UNKNOWN_FACULTY } from '../../domain/users/index.ts';

export const ProfileUpdateBody = matchesContract<ProfileUpdateRequest>()(
  Type.Object({
    username: usernameField(),
    faculty: referenceIdField(UNKNOWN_FACULTY),
    department: referenceIdField(UNKNOWN_DEPARTMENT),
    level: levelField(),
  }),
);

