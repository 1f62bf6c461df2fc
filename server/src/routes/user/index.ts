import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { profileRoutes } from './profile.ts';

/** /user/*: one's own profile (the admin's user list comes with user management). */
export const userRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(profileRoutes, { deps });
};
