// A group's invite link (docs/groups.md): one current code a group, shown to its owner; renewing
// makes a new one (the old link stops working at once), revoking leaves none.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GroupInvite } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { Viewer } from '../users/index.ts';
import { checkGroupId, requireGroupOwner } from './access.ts';
import { notOwner, ownedBy } from './groups-read.ts';

/** 16 random bytes, url-safe: 22 characters, not guessable, unique in practice (and by the column's index). */
export function newInviteCode(): string {
  return randomBytes(16).toString('base64url');
}

/** POST /groups/:id/invite (owner): a new code; the old one no longer works. */
export async function renewInvite(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<GroupInvite> {
  checkGroupId(groupId);
  await requireGroupOwner(db, viewer, groupId);
  const code = newInviteCode();
  const { numUpdatedRows } = await db.updateTable('study_groups').set({ invite_code: code }).where('id', '=', groupId).where(ownedBy(viewer.id)).executeTakeFirst();
  if (numUpdatedRows === 0n) throw notOwner();
  return { code };
}

/** DELETE /groups/:id/invite (owner): no invite link until a new one is made. */
export async function revokeInvite(db: Kysely<Database>, viewer: Viewer, groupId: string): Promise<void> {
  checkGroupId(groupId);
  await requireGroupOwner(db, viewer, groupId);
  const { numUpdatedRows } = await db.updateTable('study_groups').set({ invite_code: null }).where('id', '=', groupId).where(ownedBy(viewer.id)).executeTakeFirst();
  if (numUpdatedRows === 0n) throw notOwner();
}
