// What every answer must be, whatever was sent: never a 5xx, every 4xx the error envelope of
// docs/api-contract.md with statusCode equal to the HTTP status, and a JSON route's 2xx the success
// envelope. Files, images and redirects are exempt only for their 2xx/3xx answers.
import { ERROR_CODES } from '@lectern/shared-api/contract';
import type { FuzzRoute } from './openapi-routes.ts';

export type Problem = { kind: '5xx' | 'envelope'; detail: string };

const ENVELOPE_KEYS = new Set(['status', 'statusCode', 'code', 'message', 'errors']);
const CODES = new Set<string>(ERROR_CODES);

export function judge(route: FuzzRoute, status: number, contentType: string, body: string): Problem | null {
  if (status >= 500) return { kind: '5xx', detail: `answered ${status}` };
  if (status >= 400) {
    const problem = errorEnvelopeProblem(status, contentType, body);
    return problem ? { kind: 'envelope', detail: problem } : null;
  }
  if (status >= 200 && status < 300 && status !== 204 && route.jsonSuccess) {
    const parsed = parse(body);
    if (!isObject(parsed) || parsed.status !== 'success' || !('data' in parsed)) return { kind: 'envelope', detail: `${status} is not {status:'success',data}` };
  }
  return null;
}

function errorEnvelopeProblem(status: number, contentType: string, body: string): string | null {
  if (!contentType.startsWith('application/json')) return `${status} has content-type ${contentType || 'none'}`;
  const parsed = parse(body);
  if (!isObject(parsed)) return `${status} body is not a JSON object`;
  const stray = Object.keys(parsed).filter((key) => !ENVELOPE_KEYS.has(key));
  if (stray.length) return `${status} envelope has extra keys ${stray.join(', ')}`;
  if (parsed.status !== 'error') return `${status} envelope status is ${String(parsed.status)}`;
  if (parsed.statusCode !== status) return `${status} envelope says statusCode ${String(parsed.statusCode)}`;
  if (typeof parsed.code !== 'string' || !CODES.has(parsed.code)) return `${status} envelope code ${String(parsed.code)} is not a known code`;
  if (typeof parsed.message !== 'string' || parsed.message === '') return `${status} envelope has no message`;
  if (parsed.errors !== undefined) {
    const fine = Array.isArray(parsed.errors) && parsed.errors.every((e) => isObject(e) && typeof e.field === 'string' && typeof e.message === 'string' && Object.keys(e).length === 2);
    if (!fine) return `${status} envelope errors are not [{field,message}]`;
  }
  return null;
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
