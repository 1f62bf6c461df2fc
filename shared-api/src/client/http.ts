import { MESSAGES, type ApiFailure, type ApiSuccess } from '../contract/index.ts';
import { ApiError, networkError } from './apiError.ts';
import { takeCarriedAnswer } from './inlineReads.ts';

export const API_BASE = '/api';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a FormData goes as multipart instead (file uploads). */
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
 * Reads one answer of the API: the envelope's `data` on success, else one ApiError. Exported
 * for the calls that cannot go through fetch (an upload reporting its progress).
 */
export function readAnswer<T>(status: number, payload: unknown, ok = status >= 200 && status < 300): T {
  if (ok && payload && (payload as ApiSuccess<T>).status === 'success') {
    return (payload as ApiSuccess<T>).data;
  }
  if (isFailure(payload)) {
    throw new ApiError({
      statusCode: payload.statusCode ?? status,
      code: payload.code ?? 'INTERNAL',
      message: payload.message || MESSAGES.somethingWentWrong,
      errors: payload.errors,
    });
  }
  throw new ApiError({
    statusCode: ok ? 500 : status,
    code: status === 404 ? 'NOT_FOUND' : 'INTERNAL',
    message: MESSAGES.somethingWentWrong,
  });
}

/**
 * Same-origin call to the Lectern API. Resolves to the envelope's `data`; rejects with an
 * ApiError carrying `{ statusCode, code, message }` for HTTP errors, bad bodies and network loss.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  // A FormData body gets no Content-Type: the browser writes one with the multipart boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const url = buildUrl(path, query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined || multipart ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError();
  }

  const payload: unknown = await response.json().catch(() => undefined);
  return readAnswer<T>(response.status, payload, response.ok);
}

/**
 * A query's GET, for `queryOptions`: its queryFn, and, as its initialData, the answer the page
 * carries for it (see inlineReads.ts). A carried read is then on screen in the first render,
 * instead of a loading state that the data replaces a frame later, moving what is below it.
 */
export function apiRead<T>(path: string, query?: Record<string, QueryValue>) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<T>(path, { query, signal }),
    initialData: (): T | undefined => {
      const carried = takeCarriedAnswer(buildUrl(path, query));
      return carried === undefined ? undefined : readAnswer<T>(200, carried);
    },
  };
}
