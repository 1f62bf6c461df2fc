// WhatsApp end to end, through real signed webhook deliveries and the fake Cloud API:
// a code from Settings links the number, a search answers with a list of materials, and tapping one
// sends the file (uploaded, then sent by its media id).
import { materialChoice } from '../../src/domain/messaging/commands.ts';
import { createCast, type Cast } from '../helpers/materials.ts';
import { approvedCircuitsNotes, useWhatsAppApp } from '../helpers/bot-apps.ts';
import { signWhatsApp, whatsAppDelivery, type DeliveryMessage } from '../helpers/fake-whatsapp.ts';
import { chatTools } from './link-helpers.ts';
import { deliverWebhook } from './webhook-deliveries.ts';

const ACCESS_TOKEN = 'EAAG-journey-access-token-77';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'journey-app-secret-0123456789';
const MUSA = '2348031234567';

const { t, fake } = useWhatsAppApp({ accessToken: ACCESS_TOKEN, phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET, verifyToken: 'journey-verify-token' });

let cast: Cast;
beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

/** Meta delivers one message from Musa's number, signed; resolves once its reply job is done. */
function fromMusa(message: Omit<DeliveryMessage, 'from'>) {
  const body = JSON.stringify(whatsAppDelivery(PHONE_NUMBER_ID, [{ from: MUSA, name: 'Musa', ...message }]));
  return deliverWebhook(t, 'whatsapp', body, { 'x-hub-signature-256': signWhatsApp(body, APP_SECRET) });
}

describe('WhatsApp, from a code in Settings to a file in the chat', () => {
  it('links the number, lists what a search finds, and sends the one tapped', async () => {
    const { word, material, pdf } = await approvedCircuitsNotes(t, cast);

    // Settings gives Musa a code; he sends `link <code>` to the number.
    const link = await chatTools(t).codeFor(cast.member.session, 'whatsapp');
    expect(link.message).toBe(`link ${link.code}`);
    await fromMusa({ text: link.message });
    const linked = await t.db().selectFrom('messaging_links').selectAll().where('channel', '=', 'whatsapp').where('chat_id', '=', MUSA).executeTakeFirst();
    expect(linked?.user_id).toBe(cast.member.id);
    expect(linked?.chat_label).toBe('Musa (+234 80••••4567)');
    expect(fake().messages(MUSA).at(-1)).toMatchObject({ status: 200, type: 'text' });
    expect(fake().messages(MUSA).at(-1)?.text).toMatch(/now linked to your Lectern account/);
    expect(JSON.stringify(fake().calls)).not.toContain(link.code);

    // A search answers with a list whose row names the material.
    await fromMusa({ text: `search ${word}` });
    const list = fake().messages(MUSA).at(-1);
    expect(list).toMatchObject({ status: 200, type: 'interactive' });
    expect(list?.interactive?.body).toContain(`Circuits ${word}`);
    const row = list?.interactive?.rows.find((candidate) => candidate.id === materialChoice(material.id));
    expect(row?.title).toContain('Circuits');

    // Tapping the row: the PDF is uploaded, then sent by its media id with its name and a caption.
    const before = fake().calls.length;
    await fromMusa({ listReply: { id: row!.id, title: row!.title } });
    const [upload, document] = fake().calls.slice(before);
    expect(upload).toMatchObject({ endpoint: 'media', status: 200, upload: { size: pdf.length, type: 'application/pdf', fileName: 'circuits.pdf' } });
    expect(document).toMatchObject({ endpoint: 'messages', status: 200, to: MUSA, type: 'document', document: { filename: 'circuits.pdf' } });
    expect(document?.document?.caption).toContain(`Circuits ${word}`);
    expect(t.logs()).not.toContain(ACCESS_TOKEN);
    expect(t.logs()).not.toContain(APP_SECRET);
  });

  it('waits out a 429 from WhatsApp and then replies once', async () => {
    const before = fake().calls.length;
    fake().failNext({ kind: 'http-429', retryAfterSeconds: 1 });
    await fromMusa({ text: 'help' });
    const calls = fake().calls.slice(before);
    expect(calls.map((call) => call.status)).toEqual([429, 200]);
    expect(calls[1]?.text).toBe(calls[0]?.text);
  });
});
