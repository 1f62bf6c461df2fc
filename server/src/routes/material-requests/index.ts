import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { materialGapRoutes } from './material-gaps.ts';
import { materialRequestRoutes } from './request-routes.ts';

/** /material-requests/* and the portal's /review/material-gaps (docs/api-contract.md, "Requests for material"). */
export const materialRequestsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Every answer depends on who asks (their Me too, their requests): never cached along the way.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(materialRequestRoutes, { deps });
  await app.register(materialGapRoutes, { deps });
};
