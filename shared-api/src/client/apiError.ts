import type { ApiFailure, ErrorCode, FieldError } from '../contract/index.ts';

/**
 * Marks an ApiError whichever copy of this module made it. Only the package's main entry is a
 * shared singleton of the federation; its other entries (`./student`, `./offline`, ...) are
 * bundled into each remote with a copy of this class, and a plain `instanceof` would not know
 * an error of another copy (the server's words would then read as "Upload failed").
 */
const API_ERROR = Symbol.for('lectern.ApiError');

/** Every failed call, whatever went wrong, reaches callers as this one shape. */
export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [API_ERROR]?: boolean })[API_ERROR] === true;
  }

  readonly [API_ERROR] = true;
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

/** What a call that never reached the server says: offline is said plainly, since nothing can work until the connection is back. */
export const NETWORK_MESSAGES = {
  offline: 'You are offline. This needs a connection: try again when you are back online.',
  failed: 'Network error. Check your connection and try again.',
} as const;

/** The failure of a call that got no answer at all (offline, DNS, a dropped connection). */
export function networkError(): ApiError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return new ApiError({ statusCode: 0, code: 'NETWORK', message: offline ? NETWORK_MESSAGES.offline : NETWORK_MESSAGES.failed });
}
