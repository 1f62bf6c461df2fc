import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { postChangeRoutes } from './posts-changes.ts';
import { postReadRoutes } from './posts-reads.ts';

/** A group's discussion: threads, replies, edits, deletions, helpful marks, reports. */
export const postRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(postReadRoutes, { deps });
  await app.register(postChangeRoutes, { deps });
};
