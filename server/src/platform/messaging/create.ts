// The channels this server has set up (issue 33): a client per configured channel, none otherwise.
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { ChannelClient } from './channel.ts';
import type { MessagingConfig } from './config.ts';
import { createTelegramClient } from './telegram-client.ts';
import { createWhatsAppClient } from './whatsapp-client.ts';

export function createChannelClients(config: MessagingConfig): Partial<Record<MessagingChannel, ChannelClient>> {
  return {
    ...(config.telegram ? { telegram: createTelegramClient(config.telegram) } : {}),
    ...(config.whatsapp ? { whatsapp: createWhatsAppClient(config.whatsapp) } : {}),
  };
}
