import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { passwordChangeRoute } from './password.ts';
import { profileRoutes } from './profile.ts';

/** /user/*: one's own profile and password (the admin's user list comes with user management). */
export const userRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(profileRoutes, { deps });
  await app.register(passwordChangeRoute, { deps });
};
