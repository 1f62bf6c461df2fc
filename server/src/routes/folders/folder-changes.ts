// POST /folders, PATCH and DELETE /folders/:id (docs/api-contract.md): one's own folders only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FOLDER_DEPTH_MAX, FOLDER_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import { createFolder, deleteFolder, folderSummaryFor, updateFolder } from '../../domain/folders/index.ts';
import { FolderDeletedSchema, FolderInputBody, FolderParams, FolderSummarySchema, FolderUpdateBody } from './folder-schemas.ts';

const OWNER_ONLY = `Owner only: 403 FORBIDDEN for someone who may see the folder, 404 NOT_FOUND ("${M.notFound}") for anyone else.`;

export const folderChangeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/folders',
    {
      schema: {
        summary: 'Create a folder (private unless said otherwise)',
        description:
          `parentId must be one of your folders, and folders nest at most ${FOLDER_DEPTH_MAX} deep ("${M.tooDeep}"); courseId an approved course. ` +
          `400 VALIDATION names each bad field; 409 CONFLICT ("${M.tooManyFolders}") at the limit.`,
        body: FolderInputBody,
        response: { 201: Success(FolderSummarySchema), ...COMMON_ERRORS, ...errorResponses(401, 409, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await createFolder(db, viewer, request.body, deps.clock());
      reply.status(201);
      return ok(await folderSummaryFor(db, viewer, id));
    },
  );

  app.patch(
    '/folders/:id',
    {
      schema: {
        summary: 'Edit or move one of your folders: only the fields given',
        description:
          `parentId moves it (null: to the top level) with everything in it: never into itself or one of its own folders ("${M.intoItself}"), ` +
          `and never so that a folder under it ends deeper than ${FOLDER_DEPTH_MAX}. '' or null clear the description and course. ${OWNER_ONLY}`,
        params: FolderParams,
        body: FolderUpdateBody,
        response: { 200: Success(FolderSummarySchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 413) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const viewer = viewerOf(request);
      await updateFolder(db, viewer, request.params.id, request.body, deps.clock());
      return ok(await folderSummaryFor(db, viewer, request.params.id));
    },
  );

  app.delete(
    '/folders/:id',
    {
      schema: {
        summary: 'Delete one of your folders and every folder in it; the materials themselves stay',
        description: OWNER_ONLY,
        params: FolderParams,
        response: { 200: Success(FolderDeletedSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      await deleteFolder(db, viewerOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
