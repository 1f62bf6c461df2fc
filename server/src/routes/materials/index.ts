import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { materialActionRoutes } from './actions.ts';
import { fileRoutes } from './file.ts';
import { materialListRoutes } from './lists.ts';
import { materialRoutes as oneMaterialRoutes } from './material.ts';
import { materialReportRoutes } from './report.ts';
import { relatedMaterialRoutes } from './related.ts';
import { materialTextRoutes } from './text.ts';
import { uploadRoutes } from './upload.ts';

/** /materials/*: upload, one material, its file, preview, page text and related materials, save, like and report (docs/api-contract.md, docs/architecture.md). */
export const materialRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(uploadRoutes, { deps });
  // Lists (search, recent, recommendations, saved, mine): the materials-lists engineer's.
  await app.register(materialListRoutes, { deps });
  await app.register(oneMaterialRoutes, { deps });
  await app.register(fileRoutes, { deps });
  await app.register(materialTextRoutes, { deps });
  await app.register(relatedMaterialRoutes, { deps });
  await app.register(materialActionRoutes, { deps });
  await app.register(materialReportRoutes, { deps });
};
