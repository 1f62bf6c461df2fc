import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { telegramWebhookRoutes } from './telegram.ts';
import { whatsappWebhookRoutes } from './whatsapp.ts';

/**
 * /bots/*: the messaging channels' webhooks (docs/messaging.md). A channel that is not
 * set up has no route at all, so its address answers 404 like any unknown one.
 */
export const botRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  if (deps.config.messaging.telegram) await app.register(telegramWebhookRoutes, { deps });
  if (deps.config.messaging.whatsapp) await app.register(whatsappWebhookRoutes, { deps });
};
