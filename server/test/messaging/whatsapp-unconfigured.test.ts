// With WhatsApp not set up, its webhook does not exist: both methods answer 404 like any unknown address.
import { signWhatsApp, whatsAppDelivery } from '../helpers/fake-whatsapp.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('the WhatsApp webhook on a server without WhatsApp', () => {
  it('answers 404 to the handshake and to a signed delivery', async () => {
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
});
