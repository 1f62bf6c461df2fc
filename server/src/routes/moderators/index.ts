import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { moderatorApplicationRoutes } from './applications.ts';

/** /moderator-applications/*: students apply to moderate; admins decide in /review/moderators. */
export const moderatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(moderatorApplicationRoutes, { deps });
};
