// Who a chat is to the site's access rules (domain/materials material-access.ts): the linked
// person, or, for an unlinked chat, a guest who sees only public, approved, unhidden and
// unrestricted materials. The rules are the site's own functions, never restated here.
import { sql, type Expression, type SqlBool } from 'kysely';
import { canOpen, isListedFor } from '../../materials/index.ts';
import type { Viewer } from '../../users/index.ts';

/**
 * An unlinked chat as a viewer: an id that is no one's (gen_random_uuid never makes the nil
 * UUID, so it uploaded nothing and saved nothing), no department and no staff role. The site's
 * list rule for it (isListedFor) is then exactly the guest's: public, approved, unhidden, not
 * Restricted; and its file access (fileAccess) never downloads a View Only one.
 */
export const GUEST_VIEWER: Viewer = { id: '00000000-0000-0000-0000-000000000000', role: 'student', departmentId: null };

/** The viewer the site's list and file rules are asked about for this chat. */
export const chatViewer = (viewer: Viewer | null): Viewer => viewer ?? GUEST_VIEWER;

/**
 * Which materials the chat may be sent by id (a typed number, a pressed button): a linked
 * person opens what they could open on the site (canOpen: their own, unlisted ones by link,
 * everything for staff); an unlinked chat only what a guest is shown in lists.
 */
export function openableBy(viewer: Viewer | null): Expression<SqlBool> {
  return viewer ? canOpen(viewer) : sql<SqlBool>`${isListedFor(GUEST_VIEWER)}`;
}
