// GET/POST /api/bots/whatsapp: Meta's verification handshake, the X-Hub-Signature-256 of
// the raw body, what is stored from which delivery, bad bodies answered calmly, redelivery stored
// once, and both routes absent (404) when WhatsApp is not set up.
import { INCOMING_TEXT_MAX } from '../../src/domain/messaging/index.ts';
import type { MemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import { useWhatsAppApp } from '../helpers/bot-apps.ts';
import { signWhatsApp, wamid, whatsAppDelivery } from '../helpers/fake-whatsapp.ts';
import { postWebhook, storedDeliveries } from './webhook-deliveries.ts';

const ACCESS_TOKEN = 'EAAG-webhook-test-access-token-42';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'a1b2c3d4e5f6-app-secret-for-webhook-tests';
const VERIFY_TOKEN = 'verify-me-0123456789';
const PATH = '/api/bots/whatsapp';
const ADA = '2348012345678';

const { t } = useWhatsAppApp({ accessToken: ACCESS_TOKEN, phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN });

/** `signature`: the header to send (null: none); Meta's own by default. */
function post(body: string | Buffer, signature: string | null = signWhatsApp(body, APP_SECRET)) {
  return postWebhook(t, 'whatsapp', body, signature === null ? {} : { 'x-hub-signature-256': signature });
}

const deliveries = (deliveryId?: string) => storedDeliveries(t, 'whatsapp', deliveryId);

/** Lets the replies the deliveries queued finish, so they do not outlive the test's database. */
afterEach(async () => {
  await (t.app().jobs as MemoryQueue).idle();
});

describe('the WhatsApp verification handshake', () => {
  const handshake = (query: string) => t.app().inject({ method: 'GET', url: `${PATH}?${query}` });

  it('answers hub.challenge as plain text for the right verify token', async () => {
    const response = await handshake(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it('refuses a wrong or missing token, or another mode, with 403', async () => {
    for (const query of [
      `hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}x&hub.challenge=1`,
      `hub.mode=subscribe&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`,
    ]) {
      const response = await handshake(query);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('1158201444');
    }
    expect(t.logs()).not.toContain(VERIFY_TOKEN);
  });
});

describe('WhatsApp deliveries', () => {
  it('refuses a delivery without a signature (401), with one that is not a signature (401), or the wrong one (403), and stores nothing', async () => {
    const id = wamid();
    const body = JSON.stringify(whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, id, text: 'search csc 204' }]));
    const cases: Array<[string | null, number]> = [
      [null, 401],
      ['', 401],
      ['sha1=0123456789abcdef0123456789abcdef01234567', 401],
      [`sha256=${'z'.repeat(64)}`, 401],
      [signWhatsApp(body, 'another-app-secret'), 403],
      [signWhatsApp(`${body} `, APP_SECRET), 403],
    ];
    for (const [signature, status] of cases) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status: 'error', statusCode: status });
    }
    expect(await deliveries(id)).toEqual([]);
    expect(t.logs()).not.toContain(APP_SECRET);
  });

  it('checks the signature whatever the body claims to be, and refuses a body over 1 MB', async () => {
    const body = JSON.stringify(whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, text: 'hello' }]));
    const plain = await t.app().inject({ method: 'POST', url: PATH, headers: { 'content-type': 'text/plain' }, payload: body });
    expect(plain.statusCode).toBe(401);
    const huge = '{"pad":"' + 'x'.repeat(1024 * 1024) + '"}';
    expect((await post(huge)).statusCode).toBe(413);
  });

  it('stores a text message with the number\'s middle hidden and the person\'s name', async () => {
    const id = wamid();
    const response = await post(JSON.stringify(whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, id, name: 'Ada', text: 'search csc 204' }])));
    expect(response.statusCode).toBe(200);
    const [row] = await deliveries(id);
    expect(row?.chat_id).toBe(ADA);
    expect(row?.message).toEqual({ channel: 'whatsapp', deliveryId: id, chatId: ADA, chatLabel: 'Ada (+234 80••••5678)', text: 'search csc 204', choice: null });
  });

  it('checks the signature over the exact bytes: non-ASCII text, \\u escapes and odd spacing', async () => {
    const id = wamid();
    const delivery = whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, id, text: 'Ọ̀rọ̀ — CSC 204 ✓ 📚' }]);
    // Meta sends non-ASCII as \u escapes; spaces and key order are whatever it wrote.
    const escaped = JSON.stringify(delivery, null, 3).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const spaced = escaped.replace(/":/g, '" :  ');
    // Signed as parsed and written again, it is not what was sent: refused.
    expect((await post(spaced, signWhatsApp(JSON.stringify(JSON.parse(spaced)), APP_SECRET))).statusCode).toBe(403);
    expect(await deliveries(id)).toEqual([]);
    expect((await post(spaced)).statusCode).toBe(200);
    expect((await deliveries(id))[0]?.message.text).toBe('Ọ̀rọ̀ — CSC 204 ✓ 📚');

    // Raw UTF-8 bytes, as another sender might write them, are signed as bytes too.
    const utf8Id = wamid();
    const utf8 = Buffer.from(JSON.stringify(whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, id: utf8Id, name: 'Adébáyọ̀', text: 'ìwé kíkà' }])), 'utf8');
    expect((await post(utf8)).statusCode).toBe(200);
    expect((await deliveries(utf8Id))[0]?.message).toMatchObject({ text: 'ìwé kíkà', chatLabel: 'Adébáyọ̀ (+234 80••••5678)' });
  });

  it('stores a tapped list row or reply button as a choice', async () => {
    const list = wamid();
    const button = wamid();
    const body = JSON.stringify(
      whatsAppDelivery(PHONE_NUMBER_ID, [
        { from: ADA, id: list, listReply: { id: 'm:11111111-1111-4111-8111-111111111111', title: 'CSC 204 notes' } },
        { from: ADA, id: button, buttonReply: { id: 'm:22222222-2222-4222-8222-222222222222' } },
      ]),
    );
    expect((await post(body)).statusCode).toBe(200);
    expect((await deliveries(list))[0]?.message).toMatchObject({ text: null, choice: 'm:11111111-1111-4111-8111-111111111111' });
    expect((await deliveries(button))[0]?.message).toMatchObject({ text: null, choice: 'm:22222222-2222-4222-8222-222222222222' });
  });

  it('answers 200 and stores nothing for statuses, other message types and another number\'s messages', async () => {
    const before = (await deliveries()).length;
    const statuses = whatsAppDelivery(PHONE_NUMBER_ID, [], {
      statuses: [{ id: wamid(), status: 'delivered', timestamp: '1790000000', recipient_id: ADA, conversation: { id: 'c1', origin: { type: 'service' } } }],
    });
    const image = whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, raw: { type: 'image', image: { id: '1234', mime_type: 'image/jpeg', sha256: 'x' } } }]);
    const otherNumber = whatsAppDelivery('999999999999999', [{ from: ADA, text: 'hello' }]);
    for (const body of [statuses, image, otherNumber, { object: 'whatsapp_business_account' }, { entry: 'not a list' }, [], 'a string', null]) {
      const response = await post(JSON.stringify(body));
      expect(response.statusCode).toBe(200);
    }
    expect(await deliveries()).toHaveLength(before);
  });

  it('answers a signed body that is not JSON with 200 and does nothing (Meta would only redeliver it)', async () => {
    const before = (await deliveries()).length;
    for (const body of ['{"object": "whatsapp_business_account", "entry": [', '', 'not json at all']) {
      const response = await post(body);
      expect(response.statusCode).toBe(200);
    }
    expect(await deliveries()).toHaveLength(before);
  });

  it('stores a redelivered message once', async () => {
    const id = wamid();
    const body = JSON.stringify(whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, id, text: 'recent' }]));
    const [first, second] = await Promise.all([post(body), post(body)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect((await post(body)).statusCode).toBe(200);
    expect(await deliveries(id)).toHaveLength(1);
  });

  it('takes a 64 KB message and keeps its first 4096 characters', async () => {
    const id = wamid();
    const response = await post(JSON.stringify(whatsAppDelivery(PHONE_NUMBER_ID, [{ from: ADA, id, text: 'a'.repeat(64 * 1024) }])));
    expect(response.statusCode).toBe(200);
    expect((await deliveries(id))[0]?.message.text).toHaveLength(INCOMING_TEXT_MAX);
  });

  it('never logs the tokens or the app secret', () => {
    for (const secret of [ACCESS_TOKEN, APP_SECRET, VERIFY_TOKEN]) expect(t.logs()).not.toContain(secret);
  });
});
