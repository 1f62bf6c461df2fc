import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { createBlogRoutes } from './create.ts';
import { blogLikeRoutes } from './likes.ts';
import { blogReadRoutes } from './read.ts';

/** /blogs/*: the students' blog (docs/api-contract.md, docs/spec-resolutions.md): write, list, read, heading image, like. */
export const blogRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(createBlogRoutes, { deps });
  await app.register(blogReadRoutes, { deps });
  await app.register(blogLikeRoutes, { deps });
};
