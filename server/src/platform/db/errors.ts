/** A unique index refused a write (PostgreSQL 23505), optionally that index by name; same on pg and PGlite. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const err = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (err?.code !== '23505') return false;
  if (index === undefined) return true;
  return err.constraint === index || (typeof err.message === 'string' && err.message.includes(index));
}

/** How long a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes that mean "no database to talk to right now", not "this query is wrong":
// 08xxx connection exceptions, 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
// cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
const UNAVAILABLE_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123]|53300)$/;
// Socket errors from reaching the server (node-postgres passes them through as they are).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres and pg-pool say these in words only (no code): a connection that went away,
// a pool that could not connect in time, a client that broke or a pool being shut down.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^driver has already been destroyed/,
];

/**
 * The database cannot be reached (down, restarting, unreachable, out of connections): the
 * request may succeed later, so it is answered 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 3) return false;
  const err = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof err.code === 'string' && (UNAVAILABLE_SQLSTATE.test(err.code) || NETWORK_CODES.has(err.code))) return true;
  if (typeof err.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message as string))) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(err.errors) && err.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}

/** A statement cancelled (57014): past STATEMENT_TIMEOUT_MS, or by an operator. */
export function isStatementCancelled(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}
