import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { coursePageRoutes } from './course-page.ts';
import { courseCreateRoutes } from './create.ts';
import { courseLevelRoutes } from './levels.ts';
import { courseListRoutes } from './list.ts';
import { courseManageRoutes } from './manage.ts';
import { courseSelectionRoutes } from './selection.ts';

/** /courses/*: the course page, the picker, the list and one course, browse courses' levels, and course management. */
export const courseRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(coursePageRoutes, { deps });
  await app.register(courseSelectionRoutes, { deps });
  await app.register(courseListRoutes, { deps });
  await app.register(courseLevelRoutes, { deps });
  await app.register(courseCreateRoutes, { deps });
  await app.register(courseManageRoutes, { deps });
};
