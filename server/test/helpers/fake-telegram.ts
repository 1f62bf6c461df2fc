// A local stand-in for the Telegram Bot API: POST /bot<token>/<method> on 127.0.0.1 and
// a free port, recording every call the bot makes so tests can read what a person would have got.
// Point TELEGRAM_API_ROOT at `url`. No dependencies: node:http and a small multipart reader for
// grammY's uploads (sendDocument). It can be told to refuse the next calls (429 with retry_after,
// 403 blocked, 400 chat not found) and answers 404 to any other token, as Telegram does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTelegramDocument {
  fileName: string;
  size: number;
  bytes: Buffer;
}

export interface FakeTelegramCall {
  method: string;
  /** Every field as sent (JSON, or the multipart fields with objects parsed back). */
  payload: Record<string, unknown>;
  chatId: string | null;
  text: string | null;
  caption: string | null;
  replyMarkup: { inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>> } | null;
  document: FakeTelegramDocument | null;
  /** What the fake answered: 200, or the refusal it was told to give. */
  status: number;
}

export type FakeTelegramFailure =
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'blocked' }
  | { kind: 'chat-not-found' }
  | { kind: 'server-error' };

export interface FakeTelegram {
  /** The API root (TELEGRAM_API_ROOT): http://127.0.0.1:<port>. */
  url: string;
  /** Every call so far, oldest first (refused ones too, with their status). */
  calls: FakeTelegramCall[];
  /** The calls that succeeded, of one method. */
  sent(method: string): FakeTelegramCall[];
  /** Resolves once at least `count` calls (of `method`, if given) have arrived; rejects after `timeoutMs`. */
  waitForCalls(count: number, method?: string, timeoutMs?: number): Promise<FakeTelegramCall[]>;
  /** The next `times` calls (of `method`, if given) get this refusal instead of an answer. */
  failNext(failure: FakeTelegramFailure, times?: number, method?: string): void;
  /** Forget the calls recorded so far and any refusals still waiting. */
  reset(): void;
  close(): Promise<void>;
}

const METHODS = new Set(['sendMessage', 'sendDocument', 'answerCallbackQuery', 'setWebhook', 'getMe', 'deleteWebhook', 'getWebhookInfo']);

function refusal(failure: FakeTelegramFailure): { status: number; body: object } {
  switch (failure.kind) {
    case 'rate-limited':
      return {
        status: 429,
        body: { ok: false, error_code: 429, description: `Too Many Requests: retry after ${failure.retryAfterSeconds}`, parameters: { retry_after: failure.retryAfterSeconds } },
      };
    case 'blocked':
      return { status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } };
    case 'chat-not-found':
      return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } };
    case 'server-error':
      return { status: 500, body: { ok: false, error_code: 500, description: 'Internal Server Error' } };
  }
}

interface Part {
  name: string;
  fileName: string | null;
  data: Buffer;
}

/** multipart/form-data as grammY writes it (`content-disposition:form-data;name="x";filename=y`). */
function readMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Between "--boundary\r\n" and "\r\n--boundary".
    const chunk = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const fileMatch = /filename=([^\r\n]*)/i.exec(headers);
      const fileName = fileMatch ? fileMatch[1]!.replace(/^"(.*)"$/, '$1') : null;
      parts.push({ name, fileName, data: chunk.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
}

function parseField(value: string): unknown {
  if (value.startsWith('{') || value.startsWith('[')) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

function readPayload(request: http.IncomingMessage, body: Buffer): { payload: Record<string, unknown>; document: FakeTelegramDocument | null } {
  const type = request.headers['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  if (type.startsWith('multipart/form-data') && boundary) {
    const parts = readMultipart(body, (boundary[1] ?? boundary[2])!.trim());
    const payload: Record<string, unknown> = {};
    const files = new Map<string, Part>();
    for (const part of parts) {
      if (part.fileName !== null) files.set(part.name, part);
      else payload[part.name] = parseField(part.data.toString('utf8'));
    }
    let document: FakeTelegramDocument | null = null;
    const attached = typeof payload.document === 'string' ? /^attach:\/\/(.+)$/.exec(payload.document)?.[1] : undefined;
    const file = attached ? files.get(attached) : undefined;
    if (file) document = { fileName: file.fileName ?? '', size: file.data.length, bytes: Buffer.from(file.data) };
    return { payload, document };
  }
  if (body.length === 0) return { payload: {}, document: null };
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return { payload: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}, document: null };
  } catch {
    return { payload: {}, document: null };
  }
}

function resultOf(method: string, payload: Record<string, unknown>, messageId: number): unknown {
  const chat = { id: Number(payload.chat_id), type: 'private' };
  const date = Math.floor(Date.now() / 1000);
  switch (method) {
    case 'sendMessage':
      return { message_id: messageId, date, chat, text: payload.text };
    case 'sendDocument':
      return { message_id: messageId, date, chat, document: { file_id: `file-${messageId}`, file_unique_id: `u${messageId}` }, caption: payload.caption };
    case 'getMe':
      return { id: 4242, is_bot: true, first_name: 'Lectern', username: 'LecternTestBot' };
    case 'getWebhookInfo':
      return { url: '', has_custom_certificate: false, pending_update_count: 0 };
    default:
      return true;
  }
}

/** Starts the fake for one bot token; `close()` it after the tests. */
export async function startFakeTelegram(token: string): Promise<FakeTelegram> {
  const calls: FakeTelegramCall[] = [];
  const failures: Array<{ failure: FakeTelegramFailure; method?: string }> = [];
  const waiters = new Set<() => void>();
  let messageId = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match || match[1] !== token || !METHODS.has(match[2]!)) {
        answer(404, { ok: false, error_code: 404, description: 'Not Found' });
        return;
      }
      const method = match[2]!;
      const { payload, document } = readPayload(request, Buffer.concat(chunks));
      const index = failures.findIndex((waiting) => waiting.method === undefined || waiting.method === method);
      const refused = index === -1 ? null : refusal(failures.splice(index, 1)[0]!.failure);
      calls.push({
        method,
        payload,
        chatId: payload.chat_id === undefined ? null : String(payload.chat_id),
        text: typeof payload.text === 'string' ? payload.text : null,
        caption: typeof payload.caption === 'string' ? payload.caption : null,
        replyMarkup: payload.reply_markup && typeof payload.reply_markup === 'object' ? (payload.reply_markup as FakeTelegramCall['replyMarkup']) : null,
        document,
        status: refused?.status ?? 200,
      });
      for (const wake of [...waiters]) wake();
      if (refused) answer(refused.status, refused.body);
      else answer(200, { ok: true, result: resultOf(method, payload, ++messageId) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const matching = (method?: string) => calls.filter((call) => method === undefined || call.method === method);
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sent: (method) => calls.filter((call) => call.method === method && call.status === 200),
    waitForCalls(count, method, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = matching(method);
          if (found.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the fake Telegram got ${matching(method).length} of ${count} ${method ?? ''} calls`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    failNext(failure, times = 1, method) {
      for (let i = 0; i < times; i += 1) failures.push({ failure, method });
    },
    reset() {
      calls.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
