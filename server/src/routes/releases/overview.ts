// GET /releases (admins): every remote's releases and the trail; and an admin's preview of one
// release of one remote, for themselves alone (a cookie signed with their session).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RELEASE_MESSAGES as M } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { clearPreview, readPreview, setPreview } from '../../http/release-cookies.ts';
import { ReleaseChoiceBody, ReleasesOverviewSchema, RemoteParams } from '../../http/schemas/releases.ts';
import { ApiError } from '../../platform/api-error.ts';
import { findRelease, releasesOverview } from '../../domain/releases/index.ts';
import { remoteOf } from './actor.ts';

export const overviewRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const admins = deps.auth.requireRole('admin');
  const secure = new URL(deps.config.publicUrl).protocol === 'https:';

  app.get(
    '/releases',
    {
      schema: {
        summary: "Every remote's current, candidate and recent releases with their views and errors, and the audit trail (admins)",
        response: { 200: Success(ReleasesOverviewSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: admins,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await releasesOverview(db, { overrides: deps.config.remoteOverrides, preview: readPreview(request) }));
    },
  );

  app.post(
    '/releases/:remote/preview',
    {
      schema: {
        summary: 'See the site on one release of one remote, for yourself alone (admins), until Stop or the end of the session',
        description: '404 an unknown remote or a release that is not its; 409 a release whose files were deleted.',
        params: RemoteParams,
        body: ReleaseChoiceBody,
        response: { 200: Success(Type.Object({ remote: Type.String(), release: Type.String() })), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: admins,
    },
    async (request, reply) => {
      const remote = remoteOf(request.params.remote);
      const release = await findRelease(db, request.body.release);
      if (!release || release.remote !== remote) throw new ApiError(404, 'NOT_FOUND', M.unknownRelease);
      if (release.pruned_at) throw new ApiError(409, 'CONFLICT', M.releasePruned);
      setPreview(request, reply, { remote, release: release.id }, secure);
      reply.header('cache-control', 'no-store');
      return ok({ remote, release: release.id });
    },
  );

  app.delete(
    '/releases/preview',
    {
      schema: { summary: 'Stop previewing a release', response: { 200: Success(Type.Null()), ...COMMON_ERRORS, ...errorResponses(401) } },
      preHandler: deps.auth.requireUser,
    },
    async (_request, reply) => {
      clearPreview(reply, secure);
      return ok(null);
    },
  );
};
