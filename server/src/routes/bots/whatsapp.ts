// PLACEHOLDER (issue 33, being built): replaced by the WhatsApp webhook.
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';

export const whatsappWebhookRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async () => undefined;
