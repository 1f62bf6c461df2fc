import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.ts';
import { groupChangeRoutes } from './groups-changes.ts';
import { groupInviteRoutes } from './groups-invites.ts';
import { groupReadRoutes } from './groups-reads.ts';
import { memberRoutes } from './members.ts';

/** Groups and their members (docs/groups.md): lists, the page, create, edit, delete, invites, joining, leaving, removing, ownership. */
export const studyGroupRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(groupReadRoutes, { deps });
  await app.register(groupChangeRoutes, { deps });
  await app.register(groupInviteRoutes, { deps });
  await app.register(memberRoutes, { deps });
};
