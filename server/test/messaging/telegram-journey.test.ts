// Telegram end to end, through real webhook deliveries with the secret and the fake Bot
// API: `/start <code>` from Settings links the chat, a search answers with buttons naming the
// materials, and pressing one sends the file as a document.
import { materialChoice } from '../../src/domain/messaging/commands.ts';
import { createCast, type Cast } from '../helpers/materials.ts';
import { approvedCircuitsNotes, useTelegramApp } from '../helpers/bot-apps.ts';
import { chatTools } from './link-helpers.ts';
import { deliverWebhook } from './webhook-deliveries.ts';

const TOKEN = '313131313:AAJourneyTokenValue_x';
const SECRET = 'journey-webhook-secret-0123456789';
const CHAT = { id: 5151515, type: 'private', username: 'musa_t', first_name: 'Musa' };
const FROM = { id: 5151515, is_bot: false, first_name: 'Musa', username: 'musa_t' };

const { t, fake } = useTelegramApp({ token: TOKEN, secret: SECRET });

let cast: Cast;
beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
});

let updateId = 10_000;
/** Telegram delivers one update from Musa's chat; resolves once its reply job is done. */
const deliver = (update: Record<string, unknown>) =>
  deliverWebhook(t, 'telegram', JSON.stringify({ update_id: (updateId += 1), ...update }), { 'x-telegram-bot-api-secret-token': SECRET });
const say = (text: string) => deliver({ message: { message_id: updateId, date: 1_790_000_000, chat: CHAT, from: FROM, text } });

describe('Telegram, from a code in Settings to a file in the chat', () => {
  it('links the chat, lists what a search finds, and sends the one pressed', async () => {
    const { word, material, pdf } = await approvedCircuitsNotes(t, cast);

    const link = await chatTools(t).codeFor(cast.member.session, 'telegram');
    expect(link.url).toBe(`https://t.me/LecternTestBot?start=${link.code}`);
    await say(`/start ${link.code}`);
    const linked = await t.db().selectFrom('messaging_links').selectAll().where('channel', '=', 'telegram').where('chat_id', '=', String(CHAT.id)).executeTakeFirst();
    expect(linked?.user_id).toBe(cast.member.id);
    expect(linked?.chat_label).toBe('@musa_t');
    expect(fake().sent('sendMessage').at(-1)?.text).toMatch(/now linked to your Lectern account/);
    expect(JSON.stringify(fake().calls)).not.toContain(link.code);

    await say(`search ${word}`);
    const list = fake().sent('sendMessage').at(-1)!;
    expect(list.chatId).toBe(String(CHAT.id));
    expect(list.text).toContain(`Circuits ${word}`);
    const button = list.replyMarkup?.inline_keyboard?.flat().find((candidate) => candidate.callback_data === materialChoice(material.id));
    expect(button?.text).toContain('Circuits');

    await deliver({ callback_query: { id: 'press-1', from: FROM, chat_instance: '1', data: button!.callback_data, message: { message_id: 9, date: 1_790_000_000, chat: CHAT, text: list.text } } });
    const [document] = fake().sent('sendDocument');
    expect(document).toMatchObject({ chatId: String(CHAT.id), document: { fileName: 'circuits.pdf', size: pdf.length } });
    expect(document!.caption).toContain(`Circuits ${word}`);
    expect((await fake().waitForCalls(1, 'answerCallbackQuery'))[0]!.payload.callback_query_id).toBe('press-1');
    expect(t.logs()).not.toContain(TOKEN);
    expect(t.logs()).not.toContain(SECRET);
  });
});
