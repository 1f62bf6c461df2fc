// /deploy-keys (admins): a key for one remote's pipeline, shown once, kept as a hash; revocable.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RELEASE_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { DeployKeyBody, DeployKeySchema, NewDeployKeySchema } from '../../http/schemas/releases.ts';
import { viewerOf } from '../../http/viewer.ts';
import { ApiError } from '../../platform/api-error.ts';
import { createDeployKey, listDeployKeys, revokeDeployKey } from '../../domain/releases/index.ts';

export const deployKeyRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const admins = deps.auth.requireRole('admin');

  app.post(
    '/deploy-keys',
    {
      schema: {
        summary: "Create a deploy key for one remote's pipeline (admins); the key is in this answer only",
        body: DeployKeyBody,
        response: { 201: Success(NewDeployKeySchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: admins,
    },
    async (request, reply) => {
      const created = await createDeployKey(db, { ...request.body, createdBy: viewerOf(request).id }, deps.clock());
      request.log.info({ deployKey: created.deployKey.id, remote: created.deployKey.remote }, 'deploy key created');
      reply.status(201).header('cache-control', 'no-store');
      return ok(created);
    },
  );

  app.get(
    '/deploy-keys',
    {
      schema: { summary: 'Every deploy key, revoked and expired ones included (admins)', response: { 200: Success(Type.Array(DeployKeySchema)), ...COMMON_ERRORS, ...errorResponses(401, 403) } },
      preHandler: admins,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listDeployKeys(db));
    },
  );

  app.delete(
    '/deploy-keys/:id',
    {
      schema: {
        summary: 'Revoke a deploy key now (admins)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Success(DeployKeySchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: admins,
    },
    async (request) => {
      const revoked = await revokeDeployKey(db, request.params.id, deps.clock());
      if (!revoked) throw new ApiError(404, 'NOT_FOUND', M.keyNotFound);
      request.log.info({ deployKey: revoked.id }, 'deploy key revoked');
      return ok(revoked);
    },
  );
};
