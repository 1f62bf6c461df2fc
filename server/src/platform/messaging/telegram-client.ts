// PLACEHOLDER (issue 33, being built): replaced by the Telegram client.
import type { ChannelClient } from './channel.ts';
import type { TelegramConfig } from './config.ts';

export function createTelegramClient(config: TelegramConfig): ChannelClient {
  void config;
  throw new Error('The Telegram client is not built yet');
}
