// PLACEHOLDER (issue 33, being built): replaced by the Telegram webhook.
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';

export const telegramWebhookRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async () => undefined;
