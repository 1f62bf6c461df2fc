import { sql, type Kysely } from 'kysely';
import type { MyStats, PublicStats } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { canOpen } from '../materials/index.ts';
import type { Viewer } from '../users/index.ts';
import { approvedUploads, printingCreditOf } from '../rewards/index.ts';
import { answeredRequestsOf } from '../material-requests/index.ts';

const count = sql<number>`count(*)::int`.as('n');

/** Real counts for the landing strip; resources are the approved, public, unhidden materials. */
export async function publicStats(db: Kysely<Database>): Promise<PublicStats> {
  const [students, courses, departments, resources] = await Promise.all([
    db.selectFrom('users').select(count).where('role', '=', 'student').executeTakeFirstOrThrow(),
    db.selectFrom('courses').select(count).where('review_status', '=', 'approved').executeTakeFirstOrThrow(),
    db.selectFrom('departments').select(count).executeTakeFirstOrThrow(),
    db
      .selectFrom('materials')
      .select(count)
      .where('review_status', '=', 'approved')
      .where('visibility', '=', 'public')
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { students: students.n, courses: courses.n, departments: departments.n, resources: resources.n };
}

/**
 * The dashboard's metric cards for one person: every upload and the pending ones; downloads,
 * views and likes of their approved materials; their saved materials they can still open (as
 * GET /materials/saved lists them); their rewards' figures.
 */
export async function myStats(db: Kysely<Database>, viewer: Viewer): Promise<MyStats> {
  const userId = viewer.id;
  const [uploads, saved, approved, printingCredit, answeredRequests] = await Promise.all([
    db
      .selectFrom('materials')
      .select([
        sql<number>`count(*)::int`.as('uploads'),
        sql<number>`(count(*) filter (where review_status = 'pending'))::int`.as('pending'),
        sql<number>`coalesce(sum(downloads) filter (where review_status = 'approved'), 0)::int`.as('downloads'),
        sql<number>`coalesce(sum(views) filter (where review_status = 'approved'), 0)::int`.as('views'),
        sql<number>`coalesce(sum(likes) filter (where review_status = 'approved'), 0)::int`.as('likes'),
      ])
      .where('uploader_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('saved_materials as s')
      .innerJoin('materials as m', 'm.id', 's.material_id')
      .select(count)
      .where('s.user_id', '=', userId)
      .where(canOpen(viewer))
      .executeTakeFirstOrThrow(),
    approvedUploads(db, userId),
    printingCreditOf(db, userId),
    answeredRequestsOf(db, userId),
  ]);
  return {
    uploads: uploads.uploads,
    pendingUploads: uploads.pending,
    downloads: uploads.downloads,
    views: uploads.views,
    likes: uploads.likes,
    savedMaterials: saved.n,
    approvedUploads: approved,
    printingCredit,
    answeredRequests,
  };
}
