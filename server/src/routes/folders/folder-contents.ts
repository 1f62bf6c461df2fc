// PUT and DELETE /folders/:id/materials/:materialId (docs/api-contract.md): idempotent, owner only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FOLDER_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { addToFolder, folderSummaryFor, removeFromFolder } from '../../domain/folders/index.ts';
import { FolderMaterialParams, FolderSummarySchema } from './folder-schemas.ts';

export const folderContentRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const owner = `403 FORBIDDEN for someone who may see the folder but does not own it, 404 NOT_FOUND ("${M.notFound}") for anyone else.`;

  app.put(
    '/folders/:id/materials/:materialId',
    {
      schema: {
        summary: 'Put a material in one of your folders (idempotent); answers the folder',
        description: `The material must be one you may open (else the 404 of a material that does not exist); 409 CONFLICT ("${M.folderFull}") when the folder is full. ${owner}`,
        params: FolderMaterialParams,
        response: { 200: Success(FolderSummarySchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      await addToFolder(db, viewer, request.params.id, request.params.materialId, deps.clock());
      return ok(await folderSummaryFor(db, viewer, request.params.id));
    },
  );

  app.delete(
    '/folders/:id/materials/:materialId',
    {
      schema: {
        summary: 'Take a material out of one of your folders (idempotent); answers the folder',
        description: `The material itself is untouched. ${owner}`,
        params: FolderMaterialParams,
        response: { 200: Success(FolderSummarySchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      await removeFromFolder(db, viewer, request.params.id, request.params.materialId, deps.clock());
      return ok(await folderSummaryFor(db, viewer, request.params.id));
    },
  );
};
