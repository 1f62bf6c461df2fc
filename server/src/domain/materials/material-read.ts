// The one query every material read starts from, and the row -> contract mapping. Callers add
// their own conditions (canOpen / isListedFor from material-access.ts), order and paging.
//
// A material as shown is two parts: its card (the row, its uploader and course: the same for
// everyone who may see it, so lists may share it for a few seconds, list-cache.ts) and the
// asker's own marks (saved, liked: always read fresh, material-marks.ts).
import { sql, type Kysely } from 'kysely';
import type { Material, MaterialType } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { COURSE_LINK_COLUMNS, courseLinkOf } from './course-link.ts';
import { fileAccess, memberOfCourse } from './material-access.ts';
import type { Viewer } from '../users/index.ts';
import type { Marks } from './material-marks.ts';

/** `select` a material's card: the row, its creator and its course; nothing about who asks. */
export function selectMaterialCards(db: Kysely<Database>) {
  return db
    .selectFrom('materials as m')
    .innerJoin('users as u', 'u.id', 'm.uploader_id')
    .leftJoin('courses as c', 'c.id', 'm.course_id')
    .select([
      'm.id',
      'm.label',
      'm.description',
      'm.classification',
      'm.type',
      'm.visibility',
      'm.restriction',
      'm.tags',
      'm.review_status',
      'm.review_comment',
      'm.downloads',
      'm.views',
      'm.likes',
      'm.pages',
      'm.page_aspect',
      'm.preview_key',
      'm.preview_status',
      'm.read_key',
      'm.url',
      'm.file_name',
      'm.size_bytes',
      'm.created_at',
      'm.uploader_id',
      'm.skips_queue',
      'u.first_name',
      'u.last_name',
      'u.username',
      ...COURSE_LINK_COLUMNS,
    ]);
}

/** `select` a material as `viewer` sees it: its card, saved/liked and membership. */
export function selectMaterials(db: Kysely<Database>, viewer: Viewer) {
  return selectMaterialCards(db).select([
    sql<boolean>`exists (select 1 from saved_materials s where s.material_id = m.id and s.user_id = ${viewer.id})`.as('is_saved'),
    sql<boolean>`exists (select 1 from material_likes l where l.material_id = m.id and l.user_id = ${viewer.id})`.as('is_liked'),
    sql<boolean>`${memberOfCourse(viewer)}`.as('viewer_is_member'),
  ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectMaterialCards>['executeTakeFirstOrThrow']>>;

/** A card with the viewer's membership of its course's departments (the same for a whole audience). */
export type MaterialCard = CardRow & { viewer_is_member: boolean };

export type MaterialRow = MaterialCard & { is_saved: boolean; is_liked: boolean };

/** A card and the viewer's marks as the API answers them to `viewer`. */
export function cardToMaterial(card: MaterialCard, marks: Marks, viewer: Viewer): Material {
  return materialOf(card, marks.saved.has(card.id), marks.liked.has(card.id), viewer);
}

/** A row (selectMaterials) as the API answers it to `viewer`. */
export function toMaterial(row: MaterialRow, viewer: Viewer): Material {
  return materialOf(row, row.is_saved, row.is_liked, viewer);
}

/** Whether the in-page viewer has a PDF to read: the file itself, or an Office file's converted PDF. */
export function readable(row: { type: string; read_key: string | null }): boolean {
  return row.type === 'pdf' || row.read_key !== null;
}

/** The review comment only to its uploader and staff; download as the viewer may. */
function materialOf(row: MaterialCard, isSaved: boolean, isLiked: boolean, viewer: Viewer): Material {
  const access = fileAccess(viewer, row);
  const ownerOrStaff = row.uploader_id === viewer.id || viewer.role !== 'student';
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    classification: row.classification,
    type: row.type as MaterialType,
    visibility: row.visibility,
    restriction: row.restriction,
    tags: row.tags,
    course: courseLinkOf(row),
    creator: { id: row.uploader_id, firstName: row.first_name, lastName: row.last_name, username: row.username },
    reviewStatus: row.review_status,
    reviewComment: ownerOrStaff ? row.review_comment : null,
    downloads: row.downloads,
    views: row.views,
    likes: row.likes,
    pages: row.pages,
    pageAspect: row.page_aspect,
    previewUrl: row.preview_key ? `/api/materials/${row.id}/preview` : null,
    previewStatus: row.preview_status,
    readUrl: readable(row) && access.preview ? `/api/materials/${row.id}/file?inline=1` : null,
    snippet: null,
    url: row.url,
    fileName: row.file_name,
    size: row.size_bytes === null ? null : Number(row.size_bytes),
    createdAt: new Date(row.created_at).toISOString(),
    isSaved,
    isLiked,
    canDownload: row.type !== 'link' && access.download,
    skipsQueue: row.skips_queue,
  };
}

/** One material as `viewer` sees it, by an id already checked (findOpenable, or just written). */
export async function materialFor(db: Kysely<Database>, viewer: Viewer, id: string): Promise<Material> {
  const row = await selectMaterials(db, viewer).where('m.id', '=', id).executeTakeFirstOrThrow();
  return toMaterial(row, viewer);
}
