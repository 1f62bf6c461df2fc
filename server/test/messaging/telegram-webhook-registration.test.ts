// `npm run bot:telegram:webhook`: registers PUBLIC_URL + /api/bots/telegram with the
// secret, for messages and button presses; prints the outcome without the token; exit code 1 on failure.
import os from 'node:os';
import { registerTelegramWebhook } from '../../src/setup/register-telegram-webhook.ts';
import { startFakeTelegram, type FakeTelegram } from '../helpers/fake-telegram.ts';

const TOKEN = '777000222:AARegistrationTokenValue';
const SECRET = 'registration-secret-0123456789';

let fake: FakeTelegram;
beforeAll(async () => {
  fake = await startFakeTelegram(TOKEN);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function run(env: Record<string, string>) {
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  return registerTelegramWebhook({ DATA_DIR: os.tmpdir(), ...env }, out).then((code) => ({ code, output: lines.join('\n') }));
}

const telegramEnv = () => ({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: fake.url, PUBLIC_URL: 'https://lectern.example.edu/' });

it('registers the webhook with the secret, for messages and button presses', async () => {
  const { code, output } = await run(telegramEnv());
  expect(code).toBe(0);
  const [call] = fake.sent('setWebhook');
  expect(call!.payload).toEqual({
    url: 'https://lectern.example.edu/api/bots/telegram',
    secret_token: SECRET,
    allowed_updates: ['message', 'callback_query'],
    drop_pending_updates: false,
  });
  expect(output).toContain('https://lectern.example.edu/api/bots/telegram');
  expect(output).not.toContain(TOKEN);
  expect(output).not.toContain(SECRET);
});

it('fails with exit code 1 and no token when Telegram refuses', async () => {
  fake.failNext({ kind: 'server-error' });
  const refused = await run(telegramEnv());
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/Could not register/);
  expect(refused.output).not.toContain(TOKEN);

  const wrongToken = await run({ ...telegramEnv(), TELEGRAM_BOT_TOKEN: '1:WRONGtokenVALUE' });
  expect(wrongToken.code).toBe(1);
  expect(wrongToken.output).not.toContain('WRONGtokenVALUE');
});

it('says what is missing: no bot set up, or an http address for Telegram itself', async () => {
  expect((await run({})).code).toBe(1);
  const http = await run({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'http://localhost:3000' });
  expect(http.code).toBe(1);
  expect(http.output).toMatch(/HTTPS/);
  expect(fake.calls).toHaveLength(0);
});
