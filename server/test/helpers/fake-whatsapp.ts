// A local stand-in for the WhatsApp Business Cloud API: the two endpoints the bot calls,
// POST /<version>/<phone-number-id>/messages and /media, answering as Meta documents them, and every
// call recorded so a test can see what the bot sent. Plus what a test needs to play Meta's side of
// the webhook: a delivery payload as the Cloud API shapes it, and its X-Hub-Signature-256.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP_VERSION = 'v21.0';

export interface FakeWhatsAppCall {
  endpoint: 'messages' | 'media';
  /** The HTTP status the fake answered with. */
  status: number;
  to?: string;
  /** The message's type: text, interactive, document. */
  type?: string;
  text?: string;
  interactive?: { type: string; body: string; button: string; rows: Array<{ id: string; title: string; description?: string }> };
  document?: { id: string; filename?: string; caption?: string };
  /** For /media: what was uploaded. */
  upload?: { size: number; type: string; fileName: string; messagingProduct: string };
  /** The raw JSON of a message call. */
  body?: unknown;
}

export type FakeWhatsAppFailure =
  /** HTTP 429 with Retry-After (seconds). */
  | { kind: 'http-429'; retryAfterSeconds?: number }
  /** Cloud API throughput reached: error code 130429. */
  | { kind: 'throughput' }
  /** Pair rate: error code 131056. */
  | { kind: 'pair-rate' }
  /** More than 24 hours since the person wrote: error code 131047. */
  | { kind: 're-engagement' }
  /** Not on WhatsApp: error code 131026. */
  | { kind: 'undeliverable' }
  /** Any other Graph API error; its message may repeat what the caller sent (to test redaction). */
  | { kind: 'error'; status: number; code: number; message: string };

export interface FakeWhatsApp {
  /** WHATSAPP_API_ROOT for the app (with the Graph API version, as the real one). */
  url: string;
  phoneNumberId: string;
  calls: FakeWhatsAppCall[];
  /** Resolves once at least n calls were recorded. */
  waitForCalls(n: number): Promise<FakeWhatsAppCall[]>;
  /** The next `times` calls (to `endpoint`, or any) are answered with this failure. */
  failNext(failure: FakeWhatsAppFailure, times?: number, endpoint?: 'messages' | 'media'): void;
  /** Only the messages (not uploads), optionally to one number. */
  messages(to?: string): FakeWhatsAppCall[];
  close(): Promise<void>;
}

function graphError(status: number, code: number, message: string, details?: string) {
  return { status, body: { error: { message, type: 'OAuthException', code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: 'AFakeTrace' } } };
}

function failureAnswer(failure: FakeWhatsAppFailure): { status: number; body: unknown; headers?: Record<string, string> } {
  switch (failure.kind) {
    case 'http-429':
      return { ...graphError(429, 4, '(#4) Application request limit reached'), headers: failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) } };
    case 'throughput':
      return graphError(400, 130429, '(#130429) Rate limit hit', 'Cloud API message throughput has been reached.');
    case 'pair-rate':
      return graphError(400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit', 'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.');
    case 're-engagement':
      return graphError(400, 131047, 'Re-engagement message', 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.');
    case 'undeliverable':
      return graphError(400, 131026, 'Message Undeliverable.', 'Message failed to send because the recipient is not on WhatsApp.');
    case 'error':
      return graphError(failure.status, failure.code, failure.message);
  }
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function recordMessage(body: Record<string, unknown>): Omit<FakeWhatsAppCall, 'endpoint' | 'status'> {
  const call: Omit<FakeWhatsAppCall, 'endpoint' | 'status'> = { body, to: String(body.to ?? ''), type: String(body.type ?? '') };
  if (body.type === 'text') call.text = String((body.text as { body?: unknown } | undefined)?.body ?? '');
  if (body.type === 'interactive') {
    const interactive = body.interactive as { type: string; body: { text: string }; action: { button: string; sections: Array<{ rows: Array<{ id: string; title: string; description?: string }> }> } };
    call.interactive = {
      type: interactive.type,
      body: interactive.body?.text ?? '',
      button: interactive.action?.button ?? '',
      rows: (interactive.action?.sections ?? []).flatMap((section) => section.rows ?? []),
    };
    call.text = call.interactive.body;
  }
  if (body.type === 'document') call.document = body.document as FakeWhatsAppCall['document'];
  return call;
}

/** A fake Cloud API on 127.0.0.1 and a free port, for one access token and one phone number id. */
export async function startFakeWhatsApp({ accessToken, phoneNumberId }: { accessToken: string; phoneNumberId: string }): Promise<FakeWhatsApp> {
  const calls: FakeWhatsAppCall[] = [];
  const failures: Array<{ failure: FakeWhatsAppFailure; endpoint: 'messages' | 'media' | undefined }> = [];
  const media = new Set<string>();
  const waiters: Array<{ n: number; resolve: (calls: FakeWhatsAppCall[]) => void }> = [];
  let sequence = 0;

  const record = (call: FakeWhatsAppCall) => {
    calls.push(call);
    for (const waiter of [...waiters]) {
      if (calls.length >= waiter.n) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(calls);
      }
    }
  };

  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const raw = await readBody(request);
      const match = /^\/[^/]+\/(\d+)\/(messages|media)$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) return answer(404, graphError(404, 100, 'Unknown path').body);
      const endpoint = match[2] as 'messages' | 'media';
      if (match[1] !== phoneNumberId) return answer(400, graphError(400, 100, 'Unsupported post request. Object does not exist').body);
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        record({ endpoint, status: 401 });
        return answer(401, graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token').body);
      }

      let details: Omit<FakeWhatsAppCall, 'endpoint' | 'status'>;
      let success: unknown;
      let uploaded: string | null = null;
      if (endpoint === 'media') {
        const form = await new Request('http://fake/media', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: raw }).formData();
        const file = form.get('file');
        if (!(file instanceof Blob)) return answer(400, graphError(400, 100, 'The parameter file is required.').body);
        details = {
          upload: {
            size: file.size,
            type: String(form.get('type') ?? ''),
            fileName: file instanceof File ? file.name : '',
            messagingProduct: String(form.get('messaging_product') ?? ''),
          },
        };
        const id = String(1_000_000_000_000 + ++sequence);
        success = { id };
        if (details.upload?.messagingProduct !== 'whatsapp') return answer(400, graphError(400, 100, 'The parameter messaging_product is required.').body);
        uploaded = id;
      } else {
        const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        details = recordMessage(body);
        if (body.messaging_product !== 'whatsapp') return answer(400, graphError(400, 100, 'The parameter messaging_product is required.').body);
        if (details.document && !media.has(details.document.id)) {
          record({ endpoint, status: 400, ...details });
          return answer(400, graphError(400, 100, 'Invalid parameter', 'Unknown media id').body);
        }
        success = { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.FAKE${++sequence}` }] };
      }

      const due = failures.findIndex((pending) => pending.endpoint === undefined || pending.endpoint === endpoint);
      const failure = due >= 0 ? failures.splice(due, 1)[0]!.failure : undefined;
      if (failure) {
        const failed = failureAnswer(failure);
        record({ endpoint, status: failed.status, ...details });
        return answer(failed.status, failed.body, failed.headers);
      }
      if (uploaded) media.add(uploaded);
      record({ endpoint, status: 200, ...details });
      return answer(200, success);
    })().catch((error: unknown) => answer(500, { error: { message: String(error), code: 1 } }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${FAKE_WHATSAPP_VERSION}`,
    phoneNumberId,
    calls,
    waitForCalls: (n) => (calls.length >= n ? Promise.resolve(calls) : new Promise((resolve) => waiters.push({ n, resolve }))),
    failNext: (failure, times = 1, endpoint) => {
      for (let i = 0; i < times; i += 1) failures.push({ failure, endpoint });
    },
    messages: (to) => calls.filter((call) => call.endpoint === 'messages' && (to === undefined || call.to === to)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** X-Hub-Signature-256 as Meta sends it: the HMAC-SHA256 of the exact body bytes with the app secret. */
export function signWhatsApp(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export interface DeliveryMessage {
  from: string;
  /** wamid...; a fresh one when not given. */
  id?: string;
  /** The person's profile name (contacts[].profile.name). */
  name?: string;
  text?: string;
  /** A tapped list row: its id. */
  listReply?: { id: string; title?: string };
  /** A tapped reply button: its id. */
  buttonReply?: { id: string; title?: string };
  /** Any other message object (image, sticker...), merged as is. */
  raw?: Record<string, unknown>;
}

let deliverySequence = 0;

/** A fresh message id shaped like WhatsApp's (wamid. and base64). */
export function wamid(): string {
  deliverySequence += 1;
  return `wamid.${Buffer.from(`fake-${process.pid}-${Date.now()}-${deliverySequence}`).toString('base64')}`;
}

/** A `messages` webhook delivery as the Cloud API documents it (one entry, one change). */
export function whatsAppDelivery(phoneNumberId: string, messages: DeliveryMessage[], options: { displayNumber?: string; statuses?: unknown[] } = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const contacts = [...new Map(messages.map((message) => [message.from, message])).values()].map((message) => ({
    profile: { name: message.name ?? 'Student' },
    wa_id: message.from,
  }));
  const value: Record<string, unknown> = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: options.displayNumber ?? '15550001234', phone_number_id: phoneNumberId },
  };
  if (messages.length > 0) {
    value.contacts = contacts;
    value.messages = messages.map((message) => {
      const base = { from: message.from, id: message.id ?? wamid(), timestamp };
      if (message.listReply) return { ...base, type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: message.listReply.id, title: message.listReply.title ?? 'Choice', description: '' } } };
      if (message.buttonReply) return { ...base, type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: message.buttonReply.id, title: message.buttonReply.title ?? 'Choice' } } };
      if (message.raw) return { ...base, ...message.raw };
      return { ...base, type: 'text', text: { body: message.text ?? '' } };
    });
  }
  if (options.statuses) value.statuses = options.statuses;
  return { object: 'whatsapp_business_account', entry: [{ id: '102290129340398', changes: [{ value, field: 'messages' }] }] };
}
