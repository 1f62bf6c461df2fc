// Who is changing a remote's releases: a deploy key for that remote (a team's pipeline, `Authorization:
// Bearer ldk_...`), or an admin's session. A key for one remote can do nothing to another, nor
// anything else on the site: any other route takes the key for an unknown session (401).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_MESSAGES as M, REMOTE_NAMES, type RemoteName } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { readSessionToken } from '../../domain/auth/index.ts';
import { isDeployKeyToken, useDeployKey, type Actor } from '../../domain/releases/index.ts';

/** The remote a path names, or 404. */
export function remoteOf(name: string): RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new ApiError(404, 'NOT_FOUND', M.unknownRemote);
  return name as RemoteName;
}

/** The actor allowed to change `name`'s releases, or the refusal (401 unknown key or no session, 403 another remote's key or not an admin). */
export async function releaseActor(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, name: string): Promise<{ actor: Actor; remote: RemoteName }> {
  const carried = readSessionToken(request);
  if (carried?.via === 'bearer' && isDeployKeyToken(carried.token)) {
    const key = await useDeployKey(deps.database.db, carried.token, deps.clock());
    if (!key) throw new ApiError(401, 'UNAUTHORIZED', M.keyInvalid);
    if (key.remote !== name) throw new ApiError(403, 'FORBIDDEN', M.keyOtherRemote(key.remote));
    return { actor: { keyId: key.id, label: `key "${key.name}"` }, remote: key.remote };
  }
  await deps.auth.requireRole('admin').call(request.server, request, reply);
  const user = request.user!;
  return { actor: { userId: user.id, label: `${user.firstName} ${user.lastName}` }, remote: remoteOf(name) };
}
