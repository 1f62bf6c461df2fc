// The study session calls' schemas (docs/api-contract.md): request fields with the
// contract's limits and words, so a bad field is a 400 VALIDATION naming it as the session form
// does, and the answers tied to the contract's types.
import { Type } from 'typebox';
import {
  SESSION_ANSWERS,
  SESSION_LOCATION_MAX,
  SESSION_MESSAGES as M,
  SESSION_TITLE_MAX,
  type SessionAnswerInput,
  type SessionInput,
  type StudySession,
} from '@lectern/shared-api/contract';
import { messages } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { Nullable } from '../../http/schemas/nullable.ts';
import { CourseRefSchema, PersonRefSchema, RemovedSchema } from '../../http/schemas/references.ts';
import { requiredText } from '../../http/schemas/text-fields.ts';

export const StudySessionSchema = matchesContract<StudySession>()(
  Type.Object({
    id: Type.String(),
    groupId: Type.String(),
    groupName: Type.String(),
    course: Nullable(CourseRefSchema),
    title: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
    location: Type.String(),
    createdBy: Nullable(PersonRefSchema),
    going: Type.Integer(),
    notGoing: Type.Integer(),
    myAnswer: Nullable(Type.Enum(SESSION_ANSWERS)),
    canCancel: Type.Boolean(),
    siteTimeZone: Type.String({ description: 'The site’s IANA zone (SITE_TIME_ZONE), the one notices name' }),
  }),
);

const when = (required: string) =>
  Type.String({ format: 'date-time', description: 'An ISO date-time with its offset (2026-12-03T16:00:00Z)', ...messages({ required, default: required }) });

export const SessionInputBody = matchesContract<SessionInput>()(
  Type.Object({
    title: requiredText(SESSION_TITLE_MAX, { required: M.titleRequired, tooLong: M.titleTooLong }),
    startsAt: when(M.startRequired),
    endsAt: when(M.endRequired),
    location: requiredText(SESSION_LOCATION_MAX, { required: M.locationRequired, tooLong: M.locationTooLong }, 'A place ("Main Library, room 2") or a link'),
  }),
);

export const SessionAnswerBody = matchesContract<SessionAnswerInput>()(Type.Object({ answer: Type.Enum(SESSION_ANSWERS, { description: 'going or not-going' }) }));

/** `:id` of a group; a malformed one is a 404 like an unknown one. */
export const GroupParams = Type.Object({ id: Type.String({ description: 'The group id (uuid)' }) });

export const SessionParams = Type.Object({
  id: Type.String({ description: 'The group id (uuid)' }),
  sessionId: Type.String({ description: 'The session id (uuid)' }),
});

export const SessionCancelledSchema = RemovedSchema;
