// Route schemas of the moderator application calls, tied to the contract's types (contract-match.ts).
import { Type } from 'typebox';
import {
  MODERATOR_APPLICATION_MESSAGES as M,
  MODERATOR_REASON_MAX,
  MODERATOR_REASON_MIN,
  PROFILE_LEVELS,
  REVIEW_STATUSES,
  type ModeratorApplication,
  type ModeratorApplicationInput,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../field-messages.ts';
import { matchesContract } from './contract-match.ts';

export const ModeratorApplicationSchema = matchesContract<ModeratorApplication>()(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    department: Type.Object({ id: Type.String(), name: Type.String() }),
    level: Type.Integer(),
    reason: Type.String(),
    reviewStatus: Type.Enum(REVIEW_STATUSES),
    reviewComment: Type.Union([Type.String(), Type.Null()], { description: "The admin's comment; a rejection's reason" }),
    createdAt: Type.String({ format: 'date-time' }),
    applicant: Type.Object({
      id: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      username: Type.Union([Type.String(), Type.Null()]),
      email: Type.String(),
    }),
  }),
);

export const ModeratorApplicationBody = matchesContract<ModeratorApplicationInput>()(
  Type.Object({
    departmentId: Type.String({ format: 'uuid', ...messages({ required: M.departmentRequired, default: M.departmentUnknown }) }),
    level: Type.Unsafe<number>({
      type: 'integer',
      enum: [...PROFILE_LEVELS],
      description: `One of ${PROFILE_LEVELS.join(', ')}`,
      ...messages({ default: M.levelInvalid }),
    }),
    reason: Type.String({
      minLength: MODERATOR_REASON_MIN,
      maxLength: MODERATOR_REASON_MAX,
      ...trimmed,
      ...messages({ required: M.reasonRequired, minLength: M.reasonTooShort, maxLength: M.reasonTooLong, default: M.reasonRequired }),
    }),
  }),
);
