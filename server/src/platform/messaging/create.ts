// The channels this server has set up: a client per configured channel, none otherwise.
// Both pace their sends through the database, so every server on it shares each service's limits.
import type { Kysely } from 'kysely';
import type { MessagingChannel } from '@lectern/shared-api/contract';
import type { Database } from '../db/schema.ts';
import { SharedRateLimiter } from '../shared-rate-limiter.ts';
import type { ChannelClient } from './channel.ts';
import type { MessagingConfig } from './config.ts';
import { createTelegramClient } from './telegram-client.ts';
import { createWhatsAppClient } from './whatsapp-client.ts';

export function createChannelClients(config: MessagingConfig, db: Kysely<Database>): Partial<Record<MessagingChannel, ChannelClient>> {
  const pacer = new SharedRateLimiter(db);
  return {
    ...(config.telegram ? { telegram: createTelegramClient(config.telegram, pacer) } : {}),
    ...(config.whatsapp ? { whatsapp: createWhatsAppClient(config.whatsapp, pacer) } : {}),
  };
}
