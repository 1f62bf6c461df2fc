// The schemas of the request calls (docs/api-contract.md): fields with the contract's limits and
// words, so a bad field is a 400 VALIDATION naming it as the form does, and answers tied to the
// contract's types.
import { Type } from 'typebox';
import {
  MATERIAL_REQUEST_MESSAGES as M,
  MATERIAL_REQUEST_STATUSES,
  MATERIAL_REQUEST_TEXT_MAX,
  MATERIAL_REQUEST_TEXT_MIN,
  MATERIAL_REQUESTS_PAGE_SIZE,
  type MaterialGaps,
  type MaterialRequest,
  type MaterialRequestAnswer,
  type MaterialRequestAnswerInput,
  type MaterialRequestInput,
  type MaterialRequestQuery,
  type MaterialRequestReceipt,
} from '@lectern/shared-api/contract';
import { messages, trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { limitField, pageField } from '../../http/schemas/paged.ts';
import { CourseRefSchema as CourseRef } from '../../http/schemas/references.ts';

export const MaterialRequestInputBody = matchesContract<MaterialRequestInput>()(
  Type.Object({
    courseId: Type.String({ format: 'uuid', description: 'An approved course', ...messages({ required: M.courseRequired, default: M.courseUnknown }) }),
    text: Type.String({
      minLength: MATERIAL_REQUEST_TEXT_MIN,
      maxLength: MATERIAL_REQUEST_TEXT_MAX,
      ...trimmed,
      description: `What material is needed, ${MATERIAL_REQUEST_TEXT_MIN}-${MATERIAL_REQUEST_TEXT_MAX} characters once trimmed; kept and shown as text`,
      ...messages({ required: M.textRequired, minLength: M.textTooShort, maxLength: M.textTooLong, default: M.textRequired }),
    }),
  }),
);

export const MaterialRequestListQuery = matchesContract<MaterialRequestQuery>()(
  Type.Object({
    courseId: Type.String({ format: 'uuid', description: 'The course', ...messages({ required: M.courseRequired, default: M.courseUnknown }) }),
    page: pageField(),
    limit: limitField(MATERIAL_REQUESTS_PAGE_SIZE),
  }),
);

export const MaterialRequestAnswerBody = matchesContract<MaterialRequestAnswerInput>()(
  Type.Object({
    materialId: Type.String({ format: 'uuid', description: 'One of your uploads, of the request’s course', ...messages({ required: M.materialRequired, default: M.materialUnknown }) }),
  }),
);

export const MaterialRequestParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The request id', ...messages({ default: M.notFound }) }) });

export const MaterialRequestSchema = matchesContract<MaterialRequest>()(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    course: CourseRef,
    text: Type.String(),
    status: Type.Enum(MATERIAL_REQUEST_STATUSES),
    askers: Type.Integer({ description: 'Its author and each Me too' }),
    mine: Type.Boolean({ description: 'You wrote it' }),
    meToo: Type.Boolean({ description: 'You said Me too' }),
    answeredBy: Type.Union([Type.String(), Type.Null()], { description: 'The approved material that answered it' }),
    createdAt: Type.String({ format: 'date-time' }),
  }),
);

export const MaterialRequestReceiptSchema = matchesContract<MaterialRequestReceipt>()(
  Type.Object({ request: MaterialRequestSchema, joined: Type.Boolean({ description: 'An open request already asked for it: you said Me too' }), message: Type.String() }),
);

export const MaterialRequestAnswerSchema = matchesContract<MaterialRequestAnswer>()(Type.Object({ request: MaterialRequestSchema, message: Type.String() }));

export const MaterialGapsSchema = matchesContract<MaterialGaps>()(
  Type.Object({
    since: Type.String({ format: 'date', description: 'The first day counted (UTC)' }),
    mostAsked: Type.Array(Type.Object({ id: Type.String(), course: CourseRef, text: Type.String(), askers: Type.Integer(), createdAt: Type.String({ format: 'date-time' }) })),
    unmetSearches: Type.Array(
      Type.Object({
        course: Type.Union([CourseRef, Type.Null()]),
        searches: Type.Integer(),
        queries: Type.Array(Type.Object({ query: Type.String(), searches: Type.Integer() })),
      }),
    ),
  }),
);
