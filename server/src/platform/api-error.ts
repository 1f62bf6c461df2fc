import type { ApiFailure, ErrorCode, FieldError } from '@lectern/shared-api/contract';

/** An error a route throws on purpose; the error handler turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export function failure(statusCode: number, code: ErrorCode, message: string, errors?: FieldError[]): ApiFailure {
  return { status: 'error', statusCode, code, message, ...(errors?.length ? { errors } : {}) };
}
