import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { createAnnouncementRoutes } from './create.ts';
import { announcementReadRoutes } from './read.ts';

/** /announcements/*: staff submit (admins approve in /review/adverts); the current one and images for everyone signed in. */
export const announcementRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(createAnnouncementRoutes, { deps });
  await app.register(announcementReadRoutes, { deps });
};
