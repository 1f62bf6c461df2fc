// `npm run bot:telegram:webhook` (docs/configuration.md): tells Telegram where the bot's
// webhook is (PUBLIC_URL + /api/bots/telegram) and which secret it must send with each delivery
// (TELEGRAM_WEBHOOK_SECRET), for text messages and button presses only. Reads the same environment
// as the server. Prints the outcome, never the token or the secret; exit code 1 on failure.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../platform/config.ts';
import { TELEGRAM_API_ROOT_DEFAULT } from '../platform/messaging/config.ts';
import { setTelegramWebhook, withoutToken } from '../platform/messaging/telegram-client.ts';

/** Where the webhook lives: /api + routes/bots (prefix /bots) + routes/bots/telegram.ts. */
export const TELEGRAM_WEBHOOK_ROUTE = '/api/bots/telegram';

interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Registers the webhook; resolves to the process's exit code. */
export async function registerTelegramWebhook(env: Record<string, string | undefined>, out: Output = console): Promise<number> {
  let token = '';
  try {
    const config = loadConfig(env);
    const telegram = config.messaging.telegram;
    if (!telegram) {
      out.error('Telegram is not set up: set TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET (docs/configuration.md)');
      return 1;
    }
    token = telegram.botToken;
    const url = `${config.publicUrl}${TELEGRAM_WEBHOOK_ROUTE}`;
    // Telegram's own servers take an HTTPS webhook only; a local Bot API server (TELEGRAM_API_ROOT) may take http.
    if (telegram.apiRoot === TELEGRAM_API_ROOT_DEFAULT && !url.startsWith('https://')) {
      out.error(`Telegram takes only an HTTPS webhook: set PUBLIC_URL to the site's https:// address (it is ${config.publicUrl})`);
      return 1;
    }
    await setTelegramWebhook(telegram, url);
    out.log(`Telegram will deliver messages and button presses to ${url} with the secret of TELEGRAM_WEBHOOK_SECRET`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    out.error(`Could not register the Telegram webhook: ${withoutToken(message, token)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await registerTelegramWebhook(process.env);
}
