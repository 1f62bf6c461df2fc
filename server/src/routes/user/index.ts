import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { userListRoute } from './list.ts';
import { messagingRoutes } from './messaging.ts';
import { passwordChangeRoute } from './password.ts';
import { profileRoutes } from './profile.ts';
import { roleRoute } from './role.ts';
import { sessionsRevokeRoute } from './sessions.ts';

/** /user/*: one's own profile, password and messaging apps; admins list every account (User Management), change someone's role and sign them out everywhere. */
export const userRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(profileRoutes, { deps });
  await app.register(passwordChangeRoute, { deps });
  await app.register(roleRoute, { deps });
  await app.register(sessionsRevokeRoute, { deps });
  await app.register(userListRoute, { deps });
  await app.register(messagingRoutes, { deps });
};
