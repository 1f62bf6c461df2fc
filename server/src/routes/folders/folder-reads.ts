// GET /folders/mine, GET /folders (public folders) and GET /folders/:id (docs/api-contract.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FOLDER_MESSAGES } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { PagedSchema } from '../../http/schemas/paged.ts';
import { viewerOf } from '../../http/viewer.ts';
import { folderPage, ownFolders, searchFolders } from '../../domain/folders/index.ts';
import { FolderPageSchema, FolderParams, FolderSearchQuerySchema, FolderSummarySchema, OwnFolderSchema, OwnFoldersQuery } from './folder-schemas.ts';

export const folderReadRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/folders/mine',
    {
      schema: {
        summary: 'All your folders, flat (parentId and depth build the tree), by name',
        description: 'With materialId, each folder says whether it holds that material (hasMaterial), for the "Add to folder" menu.',
        querystring: OwnFoldersQuery,
        response: { 200: Success(Type.Array(OwnFolderSchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await ownFolders(db, viewerOf(request), request.query.materialId)),
  );

  app.get(
    '/folders',
    {
      schema: {
        summary: 'Public folders by name and description words and by course, most viewed first',
        description:
          'Public folders only (never unlisted or private ones), and only those holding at least one material the asker may open. ' +
          'Each folder counts only the materials and subfolders the asker may see.',
        querystring: FolderSearchQuerySchema,
        response: { 200: Success(PagedSchema(FolderSummarySchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await searchFolders(db, viewerOf(request), request.query)),
  );

  app.get(
    '/folders/:id',
    {
      schema: {
        summary: 'A folder: its path, its subfolders and the materials in it the asker may open (counts a view for anyone but its owner, once a day)',
        description:
          'Its owner sees any of their folders; anyone else (staff too) an unlisted or public one, with its unlisted and public subfolders. ' +
          `Materials follow their own rules, as on the material page: what the asker may not open is left out. Anything else is 404 NOT_FOUND ("${FOLDER_MESSAGES.notFound}").`,
        params: FolderParams,
        response: { 200: Success(FolderPageSchema), ...COMMON_ERRORS, ...errorResponses(401, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => ok(await folderPage(db, viewerOf(request), request.params.id, deps.clock())),
  );
};
