import { MESSAGES, type ApiFailure, type ApiSuccess } from '../contract/index.ts';
import { ApiError } from './apiError.ts';

export const API_BASE = '/api';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function isFailure(body: unknown): body is ApiFailure {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'error';
}

/**
 * Same-origin call to the Lectern API. Resolves to the envelope's `data`; rejects with an
 * ApiError carrying `{ statusCode, code, message }` for HTTP errors, bad bodies and network loss.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({ statusCode: 0, code: 'NETWORK', message: 'Network error. Check your connection and try again.' });
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok && payload && (payload as ApiSuccess<T>).status === 'success') {
    return (payload as ApiSuccess<T>).data;
  }
  if (isFailure(payload)) {
    throw new ApiError({
      statusCode: payload.statusCode ?? response.status,
      code: payload.code ?? 'INTERNAL',
      message: payload.message || MESSAGES.somethingWentWrong,
      errors: payload.errors,
    });
  }
  throw new ApiError({
    statusCode: response.ok ? 500 : response.status,
    code: response.status === 404 ? 'NOT_FOUND' : 'INTERNAL',
    message: MESSAGES.somethingWentWrong,
  });
}
