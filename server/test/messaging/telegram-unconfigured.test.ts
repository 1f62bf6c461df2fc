// Without TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET the bot does not exist (issue 33): its
// webhook address answers 404 like any unknown one, whatever the request carries.
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

it('has no Telegram webhook: 404 like any unknown address', async () => {
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
