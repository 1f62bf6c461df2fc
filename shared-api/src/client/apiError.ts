import type { ApiFailure, ErrorCode, FieldError } from '../contract/index.ts';

/** Every failed call, whatever went wrong, reaches callers as this one shape. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: FieldError[];

  constructor(failure: Pick<ApiFailure, 'statusCode' | 'code' | 'message'> & { errors?: FieldError[] }) {
    super(failure.message);
    this.name = 'ApiError';
    this.statusCode = failure.statusCode;
    this.code = failure.code;
    this.errors = failure.errors ?? [];
  }
}

/** Branch on the server's machine code, never on the status. */
export function hasCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/**
 * What a failure toast says: the server's message, or the spec's default for the action
 * when there is none worth showing (a 5xx says nothing specific on purpose).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL' && error.code !== 'UNAVAILABLE' && error.message) return error.message;
  return fallback;
}
