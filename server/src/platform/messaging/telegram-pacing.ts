// Telegram's send limits kept by every server together (send-limits.ts): a grammY transformer that
// waits for the bot's and the chat's turn before each call that writes to a chat. Installed
// before auto-retry (the last installed runs first), so a call retried after a 429 waits for a
// turn again. A turn further off than SEND_WAIT_MAX_MS goes back to the job as a rate limit.
import type { Transformer } from 'grammy';
import type { Pacer } from '../shared-rate-limiter.ts';
import { ChannelRateLimitedError } from './channel.ts';
import { SEND_WAIT_MAX_MS, telegramSendKeys } from './send-limits.ts';

/** The chat a call writes to; null for calls that write to none (answerCallbackQuery, setWebhook). */
function chatOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('chat_id' in payload)) return null;
  const chatId = (payload as { chat_id: unknown }).chat_id;
  return typeof chatId === 'string' || typeof chatId === 'number' ? String(chatId) : null;
}

export function pacedTelegramCalls(pacer: Pacer, botId: string): Transformer {
  return async (prev, method, payload, signal) => {
    const chatId = chatOf(payload);
    if (chatId !== null) {
      const turn = await pacer.waitForTurn(telegramSendKeys(botId, chatId), SEND_WAIT_MAX_MS);
      if (!turn.go) throw new ChannelRateLimitedError(turn.retryAfterMs);
    }
    return prev(method, payload, signal);
  };
}
