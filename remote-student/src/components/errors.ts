// How the student features read a failed call.
import { ApiError, type ErrorCode } from '@lectern/shared-api';

/** Branch on the server's machine code, never on the status. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/**
 * What a failure toast says: the server's message, or the spec's default for the action
 * when there is none worth showing (a 5xx says nothing specific on purpose).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'INTERNAL' && error.message) return error.message;
  return fallback;
}
