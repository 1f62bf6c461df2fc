import { GROUP_MESSAGES as M } from '@lectern/shared-api/contract';

/** The description's words for a route only a group's owner may use. */
export const GROUP_OWNER_ONLY = `Owner only: 403 FORBIDDEN ("${M.ownerOnly}") for anyone else who may see the group, 404 NOT_FOUND ("${M.notFound}") for anyone who may not.`;
