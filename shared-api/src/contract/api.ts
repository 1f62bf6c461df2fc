// The wire envelope of docs/api-contract.md.
import type { ErrorCode } from './error-codes.ts';

export type { ErrorCode };

export interface FieldError {
  field: string;
  message: string;
  /** A page of the app showing what the message names, when the asker may open it (a duplicate upload's first copy). */
  path?: string;
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
