// Route schemas for the wire envelope of docs/api-contract.md, so every route declares both shapes.
import { Type, type TSchema } from 'typebox';
import { ERROR_CODES, type ApiFailure } from '@lectern/shared-api/contract';
import { matchesContract } from './schemas/contract-match.ts';

export function Success<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal('success'), data });
}

export const ErrorEnvelope = matchesContract<ApiFailure>()(
  Type.Object(
    {
      status: Type.Literal('error'),
      statusCode: Type.Integer(),
      code: Type.Enum(ERROR_CODES),
      message: Type.String(),
      errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String(), path: Type.Optional(Type.String()) }))),
    },
    { $id: 'ErrorEnvelope' },
  ),
);

/** The error responses every route can give: bad input, and a server problem. */
export const COMMON_ERRORS = {
  400: Type.Ref('ErrorEnvelope'),
  500: Type.Ref('ErrorEnvelope'),
} as const;

export function ok<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

/** Error responses a route declares beyond COMMON_ERRORS, e.g. `...errorResponses(401, 403)`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, ReturnType<typeof Type.Ref>> {
  return Object.fromEntries(statuses.map((status) => [status, Type.Ref('ErrorEnvelope')])) as Record<S, ReturnType<typeof Type.Ref>>;
}
