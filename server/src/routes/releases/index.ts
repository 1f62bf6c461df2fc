import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { deployKeyRoutes } from './deploy-keys.ts';
import { overviewRoutes } from './overview.ts';
import { pointerRoutes } from './pointers.ts';
import { publishRoutes } from './publish.ts';

/** /releases/* and /deploy-keys/* (docs/releases.md): publish, promote, roll back, canaries, previews, deploy keys. */
export const releaseRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(publishRoutes, { deps });
  await app.register(pointerRoutes, { deps });
  await app.register(overviewRoutes, { deps });
  await app.register(deployKeyRoutes, { deps });
};
