// Which errors of a release operation are refusals people read as they are (the build's problem,
// a release that is not this remote's, nothing to roll back...), as the HTTP API answers them.
import { ApiError } from '../../platform/api-error.ts';
import { ReleaseRefusedError } from '../../domain/releases/index.ts';

/** The refusal's message, or null for an unexpected failure. */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof ReleaseRefusedError) return error.message;
  if (error instanceof ApiError && error.statusCode < 500) return error.message;
  return null;
}
