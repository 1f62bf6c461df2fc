// A channel whose variables are unset does not exist: its webhook answers 404 like any
// unknown address, whatever the request carries, and nothing is stored.
import { signWhatsApp, whatsAppDelivery } from '../helpers/fake-whatsapp.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

test('no Telegram webhook: 404 like any unknown address', async () => {
  const response = await t.app().inject({
    method: 'POST',
    url: '/api/bots/telegram',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'webhook-secret-0123456789abcdef' },
    payload: JSON.stringify({ update_id: 1, message: { message_id: 1, date: 1, chat: { id: 1, type: 'private' }, text: 'help' } }),
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  expect(await t.db().selectFrom('bot_deliveries').selectAll().execute()).toEqual([]);
});

test('no WhatsApp webhook: 404 to the handshake and to a signed delivery', async () => {
  const handshake = await t.app().inject({ method: 'GET', url: '/api/bots/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' });
  expect(handshake.statusCode).toBe(404);
  const body = JSON.stringify(whatsAppDelivery('106540352242922', [{ from: '2348012345678', text: 'hello' }]));
  const delivery = await t.app().inject({
    method: 'POST',
    url: '/api/bots/whatsapp',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsApp(body, 'any-secret') },
    payload: body,
  });
  expect(delivery.statusCode).toBe(404);
  expect(await t.db().selectFrom('bot_deliveries').selectAll().execute()).toEqual([]);
});
