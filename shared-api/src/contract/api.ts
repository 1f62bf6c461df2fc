// The wire envelope of DESIGN.md §5.
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
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiSuccess<T> {
  status: 'success';
  data: T;
}

export interface ApiFailure {
  status: 'error';
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}
