// The one query every material read starts from, and the row -> contract mapping. Callers add
// their own conditions (canOpen / isListedFor from material-access.ts), order and paging.
import { sql, type Kysely } from 'kysely';
import type { Material, MaterialType } from '@lectern/shared-api/contract';
import type { Database } from '../../db/schema.ts';
import { fileAccess, memberOfCourse, type Viewer } from './material-access.ts';

/** `select` a material as `viewer` sees it: creator, course, saved/liked and membership. */
export function selectMaterials(db: Kysely<Database>, viewer: Viewer) {
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
      'm.preview_key',
      'm.url',
      'm.file_name',
      'm.size_bytes',
      'm.created_at',
      'm.uploader_id',
      'm.skips_queue',
      'u.first_name',
      'u.last_name',
      'u.username',
      'c.id as course_id',
      'c.course_code',
      'c.course_name',
      sql<boolean>`exists (select 1 from saved_materials s where s.material_id = m.id and s.user_id = ${viewer.id})`.as('is_saved'),
      sql<boolean>`exists (select 1 from material_likes l where l.material_id = m.id and l.user_id = ${viewer.id})`.as('is_liked'),
      sql<boolean>`${memberOfCourse(viewer)}`.as('viewer_is_member'),
    ]);
}

export type MaterialRow = Awaited<ReturnType<ReturnType<typeof selectMaterials>['executeTakeFirstOrThrow']>>;

/** A row as the API answers it to `viewer`; the review comment only to its uploader and staff. */
export function toMaterial(row: MaterialRow, viewer: Viewer): Material {
  const access = fileAccess(viewer, {
    uploaderId: row.uploader_id,
    reviewStatus: row.review_status,
    visibility: row.visibility,
    restriction: row.restriction,
    viewerIsMember: row.viewer_is_member,
  });
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
    course: row.course_id && row.course_code && row.course_name ? { id: row.course_id, courseCode: row.course_code, courseName: row.course_name } : null,
    creator: { id: row.uploader_id, firstName: row.first_name, lastName: row.last_name, username: row.username },
    reviewStatus: row.review_status,
    reviewComment: ownerOrStaff ? row.review_comment : null,
    downloads: row.downloads,
    views: row.views,
    likes: row.likes,
    pages: row.pages,
    previewUrl: row.preview_key ? `/api/materials/${row.id}/preview` : null,
    url: row.url,
    fileName: row.file_name,
    size: row.size_bytes === null ? null : Number(row.size_bytes),
    createdAt: new Date(row.created_at).toISOString(),
    isSaved: row.is_saved,
    isLiked: row.is_liked,
    canDownload: row.type !== 'link' && access.download,
    skipsQueue: row.skips_queue,
  };
}
