// The error envelope's machine codes, as values for the server's schemas; clients need only the type
// (a separate file, so the shared client entry does not carry the list).
/** Machine codes of the error envelope: clients branch on these, never on the status alone. */
export const ERROR_CODES = [
  'VALIDATION',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'INVALID_TOKEN',
  'GOOGLE_FAILED',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'NETWORK',
  /** 503 with Retry-After: overloaded, restarting, or without its database; the same request may succeed later. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
