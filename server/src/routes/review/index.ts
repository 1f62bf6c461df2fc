import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { reviewMaterialRoutes } from './review-materials.ts';

/** /review/*: staff review of submitted content (the portal adds the queues and the other kinds). */
export const reviewRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(reviewMaterialRoutes, { deps });
};
