// Threads and replies as one reader sees them (GroupThread, GroupReply). Every read of the
// discussion goes through here, so two rules live once: a post hidden by a moderator keeps its
// place with its text emptied, and a shared material follows the material's own rule (canOpen)
// for each reader, so sharing never shows a reader more than the material page would.
import { sql, type Kysely } from 'kysely';
import { POST_MESSAGES, isUuid, type GroupPostBase, type GroupReply, type GroupThread, type Material, type SharedMaterial, type ThreadKind } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { canOpen, selectMaterials, toMaterial } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import type { GroupAccess } from './access.ts';


export const postNotFound = () => new ApiError(404, 'NOT_FOUND', POST_MESSAGES.notFound);

/** `select` posts (aliased `p`) with their authors; callers add which, in what order. */
export function selectPosts(db: Kysely<Database>) {
  return db
    .selectFrom('group_posts as p')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .select([
      'p.id',
      'p.group_id',
      'p.thread_id',
      'p.author_id',
      'p.kind',
      'p.title',
      'p.body',
      'p.material_id',
      'p.helpful',
      'p.reply_count',
      'p.hidden_at',
      'p.created_at',
      'p.edited_at',
      'p.last_activity_at',
      'u.first_name',
      'u.last_name',
      // A thread is answered by a reply its asker marked helpful that a moderator has not hidden.
      sql<boolean>`exists (select 1 from group_posts r where r.thread_id = p.id and r.helpful and r.hidden_at is null)`.as('answered'),
    ]);
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['executeTakeFirstOrThrow']>>;

/** The materials of `rows` that `viewer` may open, by id (one query for a whole page). */
async function openableMaterials(db: Kysely<Database>, viewer: Viewer, rows: PostRow[]): Promise<Map<string, Material>> {
  const ids = [...new Set(rows.filter((row) => row.hidden_at === null && row.material_id !== null).map((row) => row.material_id as string))];
  if (ids.length === 0) return new Map();
  const materials = await selectMaterials(db, viewer).where('m.id', 'in', ids).where(canOpen(viewer)).execute();
  return new Map(materials.map((material) => [material.id, toMaterial(material, viewer)]));
}

function sharedOf(row: PostRow, materials: Map<string, Material>): SharedMaterial | null {
  // A removed post shares nothing; a material deleted since is gone from the post (set null).
  if (row.hidden_at !== null || row.material_id === null) return null;
  const material = materials.get(row.material_id);
  return material ? { material, unavailable: false } : { material: null, unavailable: true };
}

function baseOf(row: PostRow, viewer: Viewer, access: GroupAccess, materials: Map<string, Material>): GroupPostBase {
  const removed = row.hidden_at !== null;
  const mine = row.author_id !== null && row.author_id === viewer.id;
  return {
    id: row.id,
    groupId: row.group_id,
    body: removed ? '' : row.body,
    author: row.author_id && row.first_name !== null && row.last_name !== null ? { id: row.author_id, firstName: row.first_name, lastName: row.last_name } : null,
    shared: sharedOf(row, materials),
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    removed,
    mine,
    // Deleting takes membership: staff who only read delete nothing here (they hide, in the portal).
    canDelete: access.role !== null && (mine || access.role === 'owner'),
  };
}

function threadOf(row: PostRow, viewer: Viewer, access: GroupAccess, materials: Map<string, Material>): GroupThread {
  const base = baseOf(row, viewer, access, materials);
  return {
    ...base,
    kind: row.kind as ThreadKind,
    title: base.removed ? '' : (row.title ?? ''),
    replyCount: row.reply_count,
    answered: row.answered,
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
  };
}

function replyOf(row: PostRow, viewer: Viewer, access: GroupAccess, materials: Map<string, Material>): GroupReply {
  return { ...baseOf(row, viewer, access, materials), threadId: row.thread_id as string, helpful: row.helpful };
}

/** Thread rows as `viewer` sees them. */
export async function toThreads(db: Kysely<Database>, viewer: Viewer, access: GroupAccess, rows: PostRow[]): Promise<GroupThread[]> {
  const materials = await openableMaterials(db, viewer, rows);
  return rows.map((row) => threadOf(row, viewer, access, materials));
}

/** Reply rows as `viewer` sees them. */
export async function toReplies(db: Kysely<Database>, viewer: Viewer, access: GroupAccess, rows: PostRow[]): Promise<GroupReply[]> {
  const materials = await openableMaterials(db, viewer, rows);
  return rows.map((row) => replyOf(row, viewer, access, materials));
}

/** One post of the group (a thread or a reply), or 404 POST_MESSAGES.notFound (a malformed id too). */
export async function findPost(db: Kysely<Database>, groupId: string, postId: string): Promise<PostRow> {
  if (!isUuid(postId)) throw postNotFound();
  const row = await selectPosts(db).where('p.id', '=', postId).where('p.group_id', '=', groupId).executeTakeFirst();
  if (!row) throw postNotFound();
  return row;
}

/** One post as `viewer` sees it: a GroupThread or a GroupReply. */
export async function postFor(db: Kysely<Database>, viewer: Viewer, access: GroupAccess, postId: string): Promise<GroupThread | GroupReply> {
  const row = await findPost(db, access.groupId, postId);
  if (row.thread_id === null) return (await toThreads(db, viewer, access, [row]))[0]!;
  return (await toReplies(db, viewer, access, [row]))[0]!;
}
