// PLACEHOLDER (issue 33, being built): replaced by the WhatsApp client.
import type { ChannelClient } from './channel.ts';
import type { WhatsAppConfig } from './config.ts';

export function createWhatsAppClient(config: WhatsAppConfig): ChannelClient {
  void config;
  throw new Error('The WhatsApp client is not built yet');
}
