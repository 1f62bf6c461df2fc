import { ChannelRateLimitedError, ChatUnreachableError, BOT_DOCUMENT_MAX_BYTES, type ChannelClient } from '../../src/platform/messaging/channel.ts';
import type { WhatsAppConfig } from '../../src/platform/messaging/config.ts';
import { createWhatsAppClient, WHATSAPP_LIST_BUTTON } from '../../src/platform/messaging/whatsapp-client.ts';
import { SEND_WAIT_MAX_MS, WHATSAPP_SEND_RATES } from '../../src/platform/messaging/send-limits.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from '../helpers/fake-whatsapp.ts';
import { failureOf } from '../helpers/failure-of.ts';
import { createRecordingPacer } from './recording-pacer.ts';

const ACCESS_TOKEN = 'EAAG-test-access-token-0123456789';
const PHONE_NUMBER_ID = '106540352242922';
const TO = '2348012345678';

let fake: FakeWhatsApp;
// Lets every call go at once, recording what it waited for: the pace itself is tested on the
// database (send-limits-two-servers.test.ts, test/scale/shared-rate-limiter.test.ts).
const pacer = createRecordingPacer();
let client: ChannelClient;

function config(overrides: Partial<WhatsAppConfig> = {}): WhatsAppConfig {
  return {
    accessToken: ACCESS_TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: 'app-secret-for-tests',
    verifyToken: 'verify-token-for-tests',
    apiRoot: fake.url,
    displayNumber: null,
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakeWhatsApp({ accessToken: ACCESS_TOKEN, phoneNumberId: PHONE_NUMBER_ID });
  client = createWhatsAppClient(config(), pacer);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  pacer.clear();
});

describe('the WhatsApp client', () => {
  it('says what WhatsApp takes: a list of 10 rows, documents up to the bot\'s own limit', () => {
    expect(client.channel).toBe('whatsapp');
    expect(client.buttonsMax).toBe(10);
    expect(client.documentMaxBytes).toBe(BOT_DOCUMENT_MAX_BYTES);
  });

  it('sends a text message to the chat, cut to 4096 characters', async () => {
    await client.send(TO, { kind: 'text', text: 'Hello from Lectern' });
    await client.send(TO, { kind: 'text', text: 'x'.repeat(5000) });
    const [first, second] = fake.messages(TO);
    expect(first).toMatchObject({ status: 200, type: 'text', text: 'Hello from Lectern' });
    expect(first?.body).toMatchObject({ messaging_product: 'whatsapp', recipient_type: 'individual', to: TO });
    expect(Array.from(second?.text ?? '')).toHaveLength(4096);
  });

  it('sends buttons as an interactive list whose rows fit the documented limits', async () => {
    const long = 'CSC 204 Past questions 2019-2023 (PDF, 48 pages) with worked answers and marking guide notes';
    await client.send(TO, {
      kind: 'text',
      text: 'Found 2 materials:',
      buttons: [
        { label: 'Short title', choice: 'm:11111111-1111-4111-8111-111111111111' },
        { label: long, choice: 'm:22222222-2222-4222-8222-222222222222' },
      ],
    });
    const [call] = fake.messages(TO);
    expect(call?.interactive).toMatchObject({ type: 'list', body: 'Found 2 materials:', button: WHATSAPP_LIST_BUTTON });
    const rows = call?.interactive?.rows ?? [];
    expect(rows.map((row) => row.id)).toEqual(['m:11111111-1111-4111-8111-111111111111', 'm:22222222-2222-4222-8222-222222222222']);
    expect(rows[0]).toEqual({ id: 'm:11111111-1111-4111-8111-111111111111', title: 'Short title' });
    expect(Array.from(rows[1]!.title).length).toBeLessThanOrEqual(24);
    expect(rows[1]!.title.startsWith('CSC 204 Past')).toBe(true);
    expect(Array.from(rows[1]!.description ?? '').length).toBeLessThanOrEqual(72);
    expect(rows[1]!.description?.startsWith('CSC 204 Past questions 2019-2023 (PDF, 48 pages)')).toBe(true);
  });

  it('refuses more rows than a list takes rather than dropping some', async () => {
    const buttons = Array.from({ length: 11 }, (_, i) => ({ label: `Item ${i}`, choice: `c${i}` }));
    await expect(client.send(TO, { kind: 'text', text: 'Too many', buttons })).rejects.toThrow(/at most 10 rows/);
    expect(fake.calls).toHaveLength(0);
  });

  it('uploads a document\'s bytes, then sends it by its media id with the file name and caption', async () => {
    const bytes = Buffer.alloc(150_000, 7);
    await client.send(TO, { kind: 'document', fileName: 'csc204-notes.pdf', contentType: 'application/pdf', bytes, caption: 'CSC 204 notes' });
    const [upload, message] = fake.calls;
    expect(upload).toMatchObject({ endpoint: 'media', status: 200, upload: { size: 150_000, type: 'application/pdf', fileName: 'csc204-notes.pdf', messagingProduct: 'whatsapp' } });
    expect(message).toMatchObject({ endpoint: 'messages', status: 200, to: TO, type: 'document', document: { filename: 'csc204-notes.pdf', caption: 'CSC 204 notes' } });
    expect(message?.document?.id).toMatch(/^\d+$/);
  });

  it('turns an HTTP 429 into ChannelRateLimitedError with its Retry-After', async () => {
    fake.failNext({ kind: 'http-429', retryAfterSeconds: 7 });
    const error = await failureOf(client.send(TO, { kind: 'text', text: 'hi' }));
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBe(7000);
  });

  it('turns the throughput and pair-rate codes into ChannelRateLimitedError with a documented wait', async () => {
    fake.failNext({ kind: 'throughput' });
    const throughput = await failureOf(client.send(TO, { kind: 'text', text: 'hi' }));
    expect(throughput).toBeInstanceOf(ChannelRateLimitedError);
    expect((throughput as ChannelRateLimitedError).retryAfterMs).toBe(1000);
    fake.failNext({ kind: 'pair-rate' });
    const pair = await failureOf(client.send(TO, { kind: 'text', text: 'hi' }));
    expect(pair).toBeInstanceOf(ChannelRateLimitedError);
    expect((pair as ChannelRateLimitedError).retryAfterMs).toBe(6000);
  });

  it('a document refused after its upload (a 429) is sent again by the same media id, not uploaded again', async () => {
    const document = { kind: 'document', fileName: 'retry.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(20_000, 3) } as const;
    fake.failNext({ kind: 'http-429', retryAfterSeconds: 2 }, 1, 'messages');
    expect(await failureOf(client.send(TO, document))).toBeInstanceOf(ChannelRateLimitedError);
    await client.send(TO, document);
    expect(fake.calls.map((call) => `${call.endpoint} ${call.status}`)).toEqual(['media 200', 'messages 429', 'messages 200']);
    const [, refused, sent] = fake.calls;
    expect(sent?.document?.id).toBe(refused?.document?.id);
    // Another file is uploaded as itself.
    await client.send(TO, { ...document, bytes: Buffer.alloc(20_000, 4) });
    expect(fake.calls.filter((call) => call.endpoint === 'media')).toHaveLength(2);
  });

  it('an uploaded media id is reused for a day, then the file is uploaded again', async () => {
    let now = 0;
    const timed = createWhatsAppClient(config(), pacer, { now: () => now });
    const document = { kind: 'document', fileName: 'day.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(1000, 5) } as const;
    await timed.send(TO, document);
    now += 23 * 60 * 60 * 1000;
    await timed.send(TO, document);
    now += 2 * 60 * 60 * 1000;
    await timed.send(TO, document);
    expect(fake.calls.map((call) => call.endpoint)).toEqual(['media', 'messages', 'messages', 'media', 'messages']);
  });

  it('a failed upload sends nothing', async () => {
    fake.failNext({ kind: 'throughput' });
    const error = await failureOf(client.send(TO, { kind: 'document', fileName: 'a.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4') }));
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect(fake.calls.map((call) => call.endpoint)).toEqual(['media']);
  });

  it('a chat outside the 24-hour window, or not on WhatsApp, is unreachable, said plainly', async () => {
    fake.failNext({ kind: 're-engagement' });
    const window = await failureOf(client.send(TO, { kind: 'text', text: 'hi' }));
    expect(window).toBeInstanceOf(ChatUnreachableError);
    expect(window.message).toMatch(/24 hours/);
    fake.failNext({ kind: 'undeliverable' });
    const missing = await failureOf(client.send(TO, { kind: 'text', text: 'hi' }));
    expect(missing).toBeInstanceOf(ChatUnreachableError);
  });

  it('other refusals keep WhatsApp\'s message but never the token', async () => {
    fake.failNext({ kind: 'error', status: 400, code: 100, message: `(#100) Invalid parameter near Bearer ${ACCESS_TOKEN}` });
    const error = await failureOf(client.send(TO, { kind: 'text', text: 'hi' }));
    expect(error).not.toBeInstanceOf(ChannelRateLimitedError);
    expect(error).not.toBeInstanceOf(ChatUnreachableError);
    expect(error.message).toMatch(/Invalid parameter/);
    expect(error.message).toMatch(/code 100/);
    expect(error.message).not.toContain(ACCESS_TOKEN);
    expect(error.stack ?? '').not.toContain(ACCESS_TOKEN);
  });

  it('a wrong token is refused by the API, and the error does not repeat it', async () => {
    const wrong = createWhatsAppClient(config({ accessToken: 'EAAG-wrong-token-9876543210' }), pacer);
    const error = await failureOf(wrong.send(TO, { kind: 'text', text: 'hi' }));
    expect(error.message).toMatch(/Invalid OAuth access token/);
    expect(error.message).not.toContain('EAAG-wrong-token-9876543210');
    expect(fake.calls[0]).toMatchObject({ status: 401 });
  });

  it('gives up on a call that takes too long, naming no token', async () => {
    const hanging = createWhatsAppClient(config(), pacer, {
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    });
    const error = await failureOf(hanging.send(TO, { kind: 'text', text: 'hi' }));
    expect(error.message).toMatch(/did not answer within/);
    expect(error.message).not.toContain(ACCESS_TOKEN);
  });
});

describe('the WhatsApp client\'s pace', () => {
  const number = `whatsapp number ${PHONE_NUMBER_ID}`;

  it('waits for the number\'s and the person\'s turn before a message; an upload counts against the number only', async () => {
    await client.send(TO, { kind: 'text', text: 'hi' });
    await client.send(TO, { kind: 'document', fileName: 'paced.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(500, 9) });
    const person = { key: `${number} to ${TO}`, rate: WHATSAPP_SEND_RATES.recipient };
    expect(pacer.turns).toEqual([
      [{ key: number, rate: WHATSAPP_SEND_RATES.number }, person],
      [{ key: number, rate: WHATSAPP_SEND_RATES.number }],
      [{ key: number, rate: WHATSAPP_SEND_RATES.number }, person],
    ]);
    expect(fake.calls.map((call) => call.endpoint)).toEqual(['messages', 'media', 'messages']);
  });

  it('hands a turn too far off back as ChannelRateLimitedError, and calls WhatsApp for nothing', async () => {
    pacer.refuseNext(SEND_WAIT_MAX_MS + 500);
    const error = await failureOf(client.send(TO, { kind: 'text', text: 'hi' }));
    expect(error).toBeInstanceOf(ChannelRateLimitedError);
    expect((error as ChannelRateLimitedError).retryAfterMs).toBe(SEND_WAIT_MAX_MS + 500);
    expect(fake.calls).toHaveLength(0);
  });
});
