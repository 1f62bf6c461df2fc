// A stand-in for Telegram's Bot API in the journeys (TELEGRAM_API_ROOT points here): every method
// answers ok, as Telegram would, and each call is kept so a journey can see what the bot sent.
// Calls arrive as POST <root>/bot<token>/<method>, with JSON (or a multipart file upload) bodies.
import { createServer, type IncomingMessage } from 'node:http';
import { freePort } from './servers.mjs';

export interface TelegramCall {
  method: string;
  /** The JSON body; `{}` for a multipart upload (a document), which is kept only as its size. */
  body: Record<string, unknown>;
  bytes: number;
}

export interface FakeTelegram {
  url: string;
  calls: TelegramCall[];
  /** The calls to one method, e.g. `sendMessage`. */
  sent: (method: string) => TelegramCall[];
  stop: () => Promise<void>;
}

const BOT_USER = { id: 7000000001, is_bot: true, first_name: 'Lectern', username: 'lectern_e2e_bot' };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What each method answers: a message for the send methods, true for the rest (setWebhook, answerCallbackQuery, ...). */
function resultOf(method: string, body: Record<string, unknown>, messageId: number): unknown {
  if (method === 'getMe') return BOT_USER;
  if (method.startsWith('send')) {
    return { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(body.chat_id ?? 0), type: 'private' }, from: BOT_USER, text: body.text };
  }
  return true;
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const port = await freePort();
  const calls: TelegramCall[] = [];
  let messageId = 0;
  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const method = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.split('/').pop() ?? '');
      let body: Record<string, unknown> = {};
      if (String(request.headers['content-type'] ?? '').includes('application/json') && raw.length > 0) {
        try {
          body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        } catch {
          body = {};
        }
      }
      calls.push({ method, body, bytes: raw.length });
      messageId += 1;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true, result: resultOf(method, body, messageId) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sent: (method) => calls.filter((call) => call.method === method),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
