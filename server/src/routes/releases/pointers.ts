// Promote, roll back, start and end a canary (docs/releases.md): a deploy key of the remote or an
// admin; each change is written to the trail and seen by the next page load on every server.
// Each answers the remote's releases as the Releases page shows them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RemoteName } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { CanaryBody, ReleaseChoiceBody, RemoteParams, RemoteReleasesSchema } from '../../http/schemas/releases.ts';
import { endCanary, promote, releasesOverview, rollback, startCanary } from '../../domain/releases/index.ts';
import { releaseActor } from './actor.ts';

const AUTH = "A deploy key of this remote (`Authorization: Bearer`) or an admin's session; 401 an unknown, revoked or expired key, 403 another remote's key, 404 an unknown remote.";

export const pointerRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const response = { 200: Success(RemoteReleasesSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) };

  /** After a change: this server reads the pointers again now, and the answer is the remote's new state. */
  const answer = async (remote: RemoteName) => {
    await deps.releases.changed();
    const overview = await releasesOverview(db, { overrides: deps.config.remoteOverrides, preview: null });
    return ok(overview.remotes.find((entry) => entry.remote === remote)!);
  };

  app.post(
    '/releases/:remote/promote',
    {
      schema: {
        summary: 'Make a release the current one of its remote (a canary of it ends)',
        description: `${AUTH} 404 a release that is not this remote's; 409 one already current, or whose files the retention job deleted.`,
        params: RemoteParams,
        body: ReleaseChoiceBody,
        response,
      },
    },
    async (request, reply) => {
      const { actor, remote } = await releaseActor(deps, request, reply, request.params.remote);
      await promote(db, remote, request.body.release, actor, deps.clock());
      return answer(remote);
    },
  );

  app.post(
    '/releases/:remote/rollback',
    {
      schema: {
        summary: 'Go back to the release that was current before this one',
        description: `${AUTH} 409 when there is none to go back to.`,
        params: RemoteParams,
        response,
      },
    },
    async (request, reply) => {
      const { actor, remote } = await releaseActor(deps, request, reply, request.params.remote);
      await rollback(db, remote, actor, deps.clock());
      return answer(remote);
    },
  );

  app.put(
    '/releases/:remote/canary',
    {
      schema: {
        summary: 'Serve a release to a share of people (1-50 %) beside the current one',
        description: `${AUTH} A canary already running is replaced. 400 VALIDATION for a share out of range; 404 a release that is not this remote's; 409 the current release.`,
        params: RemoteParams,
        body: CanaryBody,
        response,
      },
    },
    async (request, reply) => {
      const { actor, remote } = await releaseActor(deps, request, reply, request.params.remote);
      await startCanary(db, remote, request.body.release, request.body.percent, actor, deps.clock());
      return answer(remote);
    },
  );

  app.delete(
    '/releases/:remote/canary',
    {
      schema: { summary: "End a remote's canary", description: `${AUTH} 409 when it has none.`, params: RemoteParams, response },
    },
    async (request, reply) => {
      const { actor, remote } = await releaseActor(deps, request, reply, request.params.remote);
      await endCanary(db, remote, actor, deps.clock());
      return answer(remote);
    },
  );
};
