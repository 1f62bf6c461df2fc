import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { folderChangeRoutes } from './folder-changes.ts';
import { folderContentRoutes } from './folder-contents.ts';
import { folderReadRoutes } from './folder-reads.ts';
import { answerNeverCached } from '../../http/never-cached.ts';

/** /folders/*: one's folders, public folders, a folder's page, and what is in it (docs/api-contract.md). */
export const folderRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Every answer depends on who asks (their folders, what they may see): never cached along the way.
  answerNeverCached(app);
  await app.register(folderReadRoutes, { deps });
  await app.register(folderChangeRoutes, { deps });
  await app.register(folderContentRoutes, { deps });
};
