// What a refusal from the Cloud API means for the bot. The Graph API answers an error as
// { error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }; Meta's
// "WhatsApp error codes" page says to act on `code`, not on the message's wording.
import { ChannelRateLimitedError, ChatUnreachableError } from './channel.ts';

/** Waits WhatsApp asks for by code when it sends no Retry-After (ms). */
const RATE_LIMIT_WAIT_MS: Record<number, number> = {
  // Graph API: the app made too many calls.
  4: 60_000,
  // The WhatsApp Business Account's own rate limit.
  80007: 60_000,
  // Cloud API throughput (messages a second for the number).
  130429: 1_000,
  // Pair rate: too many messages to this person (about one every 6 s).
  131056: 6_000,
  // The number's throughput is being upgraded (up to a minute).
  131057: 60_000,
};

/** The person cannot be written to now: retrying will not help (the job gives up quietly). */
const UNREACHABLE: Record<number, string> = {
  // Re-engagement: more than 24 hours since the person last wrote (only a template may go).
  131047: 'More than 24 hours have passed since this person last wrote to the WhatsApp number',
  // Not on WhatsApp, blocked the business, or has not accepted WhatsApp's terms.
  131026: 'WhatsApp cannot deliver to this number (not on WhatsApp, or it blocked the business)',
  // A test number may only write to the numbers listed in the app's dashboard.
  131030: 'This number is not on the WhatsApp test number\'s list of allowed recipients',
  // The recipient is the business number itself.
  131021: 'WhatsApp will not deliver a message from the business number to itself',
};

export interface GraphError {
  message?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  error_data?: { details?: unknown };
}

export function readGraphError(body: unknown): GraphError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null ? (error as GraphError) : null;
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The API's words with anything secret taken out (a token must never reach an error or a log). */
function clean(text: string, secrets: readonly string[]): string {
  let cleaned = text;
  for (const secret of secrets) if (secret !== '') cleaned = cleaned.split(secret).join('[redacted]');
  return cleaned.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** The error a failed call becomes: rate limited, unreachable, or a plain Error with WhatsApp's message. */
export function whatsAppCallError(
  what: string,
  response: { status: number; headers: { get(name: string): string | null } },
  body: unknown,
  secrets: readonly string[],
): Error {
  const graph = readGraphError(body);
  const code = typeof graph?.code === 'number' ? graph.code : Number(graph?.code ?? Number.NaN);
  const header = retryAfterMs(response.headers.get('retry-after'));
  if (response.status === 429 || code in RATE_LIMIT_WAIT_MS) {
    return new ChannelRateLimitedError(header ?? RATE_LIMIT_WAIT_MS[code] ?? 1_000);
  }
  const unreachable = UNREACHABLE[code];
  if (unreachable) return new ChatUnreachableError(unreachable);
  const message = typeof graph?.message === 'string' ? clean(graph.message, secrets) : `HTTP ${response.status}`;
  const details = typeof graph?.error_data?.details === 'string' ? ` (${clean(graph.error_data.details, secrets)})` : '';
  const codeText = Number.isFinite(code) ? ` [code ${code}]` : '';
  return new Error(`WhatsApp refused to ${what}${codeText}: ${message}${details}`);
}
