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
