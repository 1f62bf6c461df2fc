import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { coursePageRoutes } from './course-page.ts';
import { courseSelectionRoutes } from './selection.ts';

/** /courses/*: the course page and the picker (the portal adds course management). */
export const courseRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(coursePageRoutes, { deps });
  await app.register(courseSelectionRoutes, { deps });
};
