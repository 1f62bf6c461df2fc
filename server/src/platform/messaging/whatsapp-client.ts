// The WhatsApp channel over the WhatsApp Business Cloud API: no maintained Node SDK, so a
// small typed module over fetch. Messages go to POST {apiRoot}/{phoneNumberId}/messages; a document's
// bytes are uploaded first to POST {apiRoot}/{phoneNumberId}/media and sent by the media id.
// Buttons become an interactive list message: up to 10 rows (reply buttons allow 3, titled in 20
// characters; a row has a 24-character title and a 72-character description, which a material's
// title, course code and type need).
import { createHash } from 'node:crypto';
import { BOT_DOCUMENT_MAX_BYTES, ChannelRateLimitedError, type ChannelClient, type OutgoingMessage, type ReplyButton } from './channel.ts';
import type { WhatsAppConfig } from './config.ts';
import type { Pacer } from '../shared-rate-limiter.ts';
import { SEND_WAIT_MAX_MS, whatsAppSendKeys } from './send-limits.ts';
import { whatsAppCallError } from './whatsapp-errors.ts';

/** The Cloud API's documented limits (characters unless said). */
export const WHATSAPP_LIMITS = {
  textBody: 4096,
  listBody: 4096,
  listButton: 20,
  listRows: 10,
  rowTitle: 24,
  rowDescription: 72,
  rowId: 200,
  caption: 1024,
  /** Documents up to 100 MB; the bot sends at most BOT_DOCUMENT_MAX_BYTES anyway. */
  documentBytes: 100 * 1024 * 1024,
} as const;

/** The list's button: what the person taps to see the choices. */
export const WHATSAPP_LIST_BUTTON = 'Choose one';

export interface WhatsAppClientOptions {
  /** A call still unanswered after this long fails (ms); an upload gets more (uploadTimeoutMs). */
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  fetch?: typeof fetch;
  /** The time now (ms), for how long an uploaded document's media id is reused. */
  now?: () => number;
}

const TIMEOUT_MS = 15_000;
const MEDIA_ID_KEPT_MS = 24 * 60 * 60 * 1000;
const MEDIA_IDS_KEPT = 200;
const UPLOAD_TIMEOUT_MS = 120_000;

/** At most `max` characters, never splitting a surrogate pair; an ellipsis says something was cut. */
export function shorten(text: string, max: number, ellipsis = '…'): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return characters.slice(0, max - ellipsis.length).join('').trimEnd() + ellipsis;
}

function listRows(buttons: readonly ReplyButton[]) {
  if (buttons.length > WHATSAPP_LIMITS.listRows) throw new Error(`A WhatsApp list has at most ${WHATSAPP_LIMITS.listRows} rows (${buttons.length} given)`);
  const ids = new Set<string>();
  return buttons.map((button) => {
    // A choice cut short would name something else: refuse it rather than send a wrong button.
    if (button.choice.length === 0 || button.choice.length > WHATSAPP_LIMITS.rowId) throw new Error('A WhatsApp list row id must be 1-200 characters');
    if (ids.has(button.choice)) throw new Error('WhatsApp list rows need different ids');
    ids.add(button.choice);
    const label = button.label.replace(/\s+/g, ' ').trim();
    const title = shorten(label, WHATSAPP_LIMITS.rowTitle);
    // The whole label again below the title when the title had to cut it.
    return title === label ? { id: button.choice, title } : { id: button.choice, title, description: shorten(label, WHATSAPP_LIMITS.rowDescription) };
  });
}

/** The JSON body of a text message, with its buttons as a list when it has some. */
export function textMessage(to: string, text: string, buttons: readonly ReplyButton[] = []): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (buttons.length === 0) {
    return { ...base, type: 'text', text: { body: shorten(text, WHATSAPP_LIMITS.textBody), preview_url: false } };
  }
  return {
    ...base,
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: shorten(text, WHATSAPP_LIMITS.listBody) },
      action: { button: WHATSAPP_LIST_BUTTON, sections: [{ rows: listRows(buttons) }] },
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function createWhatsAppClient(config: WhatsAppConfig, pacer: Pacer, options: WhatsAppClientOptions = {}): ChannelClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS;
  const base = `${config.apiRoot}/${config.phoneNumberId}`;
  const secrets = [config.accessToken, config.appSecret, config.verifyToken];

  async function call(what: string, path: 'messages' | 'media', to: string | null, body: string | FormData, timeout: number): Promise<Record<string, unknown>> {
    // Within the number's and the person's limits, counted with every other server (send-limits.ts);
    // a turn too far off goes back to the job. An upload writes to no one: the number's limit only.
    const turn = await pacer.waitForTurn(whatsAppSendKeys(config.phoneNumberId, to), SEND_WAIT_MAX_MS);
    if (!turn.go) throw new ChannelRateLimitedError(turn.retryAfterMs);
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.accessToken}`, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
        body,
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      // fetch's own errors carry no headers, but say only what happened. (A timeout is a DOMException,
      // not always an Error of this realm: read its name.)
      const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown };
      if (name === 'TimeoutError' || name === 'AbortError') throw new Error(`WhatsApp did not answer within ${Math.max(1, Math.round(timeout / 1000))} s (${what})`, { cause: error });
      const said = typeof message === 'string' ? message.split(config.accessToken).join('[redacted]') : 'network error';
      throw new Error(`WhatsApp could not be reached (${what}): ${said}`, { cause: error });
    }
    const parsed = parseJson(await response.text().catch(() => ''));
    if (!response.ok) throw whatsAppCallError(what, response, parsed, secrets);
    if (typeof parsed !== 'object' || parsed === null) throw new Error(`WhatsApp answered ${what} with something that is not JSON`);
    return parsed as Record<string, unknown>;
  }

  // Documents uploaded lately, by their bytes, type and name: a send refused after its upload (a
  // 429, a timeout) is tried again by the reply job, and sends the same media id rather than
  // uploading the file again. WhatsApp keeps an uploaded file 30 days; this keeps an id a day.
  const uploaded = new Map<string, { id: string; at: number }>();

  async function mediaIdOf(message: Extract<OutgoingMessage, { kind: 'document' }>): Promise<string> {
    const key = createHash('sha256').update(message.contentType).update('\0').update(message.fileName).update('\0').update(message.bytes).digest('hex');
    const now = (options.now ?? Date.now)();
    const kept = uploaded.get(key);
    if (kept && now - kept.at < MEDIA_ID_KEPT_MS) return kept.id;
    const id = await upload(message);
    uploaded.delete(key);
    uploaded.set(key, { id, at: now });
    // The oldest first (a Map keeps the order things were set in).
    for (const old of uploaded.keys()) {
      if (uploaded.size <= MEDIA_IDS_KEPT) break;
      uploaded.delete(old);
    }
    return id;
  }

  async function upload(message: Extract<OutgoingMessage, { kind: 'document' }>): Promise<string> {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', message.contentType);
    form.set('file', new Blob([new Uint8Array(message.bytes)], { type: message.contentType }), message.fileName);
    const answer = await call('upload the document', 'media', null, form, uploadTimeoutMs);
    if (typeof answer.id !== 'string' || answer.id === '') throw new Error('WhatsApp answered the upload without a media id');
    return answer.id;
  }

  return {
    channel: 'whatsapp',
    documentMaxBytes: Math.min(BOT_DOCUMENT_MAX_BYTES, WHATSAPP_LIMITS.documentBytes),
    buttonsMax: WHATSAPP_LIMITS.listRows,
    async send(chatId, message) {
      if (message.kind === 'text') {
        await call('send the message', 'messages', chatId, JSON.stringify(textMessage(chatId, message.text, message.buttons)), timeoutMs);
        return;
      }
      if (message.bytes.length > WHATSAPP_LIMITS.documentBytes) throw new Error('The document is larger than WhatsApp takes');
      const id = await mediaIdOf(message);
      const document = {
        id,
        filename: message.fileName,
        ...(message.caption ? { caption: shorten(message.caption, WHATSAPP_LIMITS.caption) } : {}),
      };
      const body = { messaging_product: 'whatsapp', recipient_type: 'individual', to: chatId, type: 'document', document };
      await call('send the document', 'messages', chatId, JSON.stringify(body), timeoutMs);
    },
  };
}
