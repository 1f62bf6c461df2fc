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
  type Removed,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const PersonSchema = Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String() });

export const StudySessionSchema = matchesContract<StudySession>()(
  Type.Object({
    id: Type.String(),
    groupId: Type.String(),
    groupName: Type.String(),
    course: Nullable(Type.Object({ id: Type.String(), courseCode: Type.String(), courseName: Type.String() })),
    title: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
    location: Type.String(),
    createdBy: Nullable(PersonSchema),
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
    title: Type.String({ minLength: 1, maxLength: SESSION_TITLE_MAX, ...trimmed, ...messages({ required: M.titleRequired, maxLength: M.titleTooLong, default: M.titleRequired }) }),
    startsAt: when(M.startRequired),
    endsAt: when(M.endRequired),
    location: Type.String({
      minLength: 1,
      maxLength: SESSION_LOCATION_MAX,
      description: 'A place ("Main Library, room 2") or a link',
      ...trimmed,
      ...messages({ required: M.locationRequired, maxLength: M.locationTooLong, default: M.locationRequired }),
    }),
  }),
);

export const SessionAnswerBody = matchesContract<SessionAnswerInput>()(Type.Object({ answer: Type.Enum(SESSION_ANSWERS, { description: 'going or not-going' }) }));

/** `:id` of a group; a malformed one is a 404 like an unknown one. */
export const GroupParams = Type.Object({ id: Type.String({ description: 'The group id (uuid)' }) });

export const SessionParams = Type.Object({
  id: Type.String({ description: 'The group id (uuid)' }),
  sessionId: Type.String({ description: 'The session id (uuid)' }),
});

export const SessionCancelledSchema = matchesContract<Removed>()(Type.Object({ id: Type.String() }));
