/** A unique index refused a write (PostgreSQL 23505), optionally that index by name; same on pg and PGlite. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const err = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (err?.code !== '23505') return false;
  if (index === undefined) return true;
  return err.constraint === index || (typeof err.message === 'string' && err.message.includes(index));
}
