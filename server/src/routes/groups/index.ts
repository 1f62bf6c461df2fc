import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { studyGroupRoutes } from './groups.ts';
import { postRoutes } from './posts.ts';
import { sessionRoutes } from './sessions.ts';
import { groupEventRoutes } from './events.ts';
import { answerNeverCached } from '../../http/never-cached.ts';

/**
 * /groups/*: study groups (docs/groups.md, docs/api-contract.md): groups and members,
 * the discussion, study sessions and the live stream. Every answer depends on who asks.
 */
export const groupRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  answerNeverCached(app);
  // Each part registers here as it lands (groups, posts, sessions, events).
  await app.register(studyGroupRoutes, { deps });
  await app.register(postRoutes, { deps });
  await app.register(sessionRoutes, { deps });
  await app.register(groupEventRoutes, { deps });
  void deps;
};
