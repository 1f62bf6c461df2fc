import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { materialGapRoutes } from './material-gaps.ts';
import { materialRequestRoutes } from './request-routes.ts';
import { answerNeverCached } from '../../http/never-cached.ts';

/** /material-requests/* and the portal's /review/material-gaps (docs/api-contract.md, "Requests for material"). */
export const materialRequestsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Every answer depends on who asks (their Me too, their requests): never cached along the way.
  answerNeverCached(app);
  await app.register(materialRequestRoutes, { deps });
  await app.register(materialGapRoutes, { deps });
};
