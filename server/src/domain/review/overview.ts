// The portal overview's figures (docs/spec-resolutions.md: the spec's sample values made real):
// pending across every queue, approved since a moment, rejected, total views, and the recent
// activity from the review record.
import { sql, type Kysely } from 'kysely';
import type { ReviewKind, ReviewOverview } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

const RECENT_ACTIVITY = 10;

/** The queues whose items wait with a review status (reports are counted in their own queues, not here), in REVIEW_KINDS order. */
const PENDING_KINDS = ['courses', 'dlc', 'blogs', 'materials', 'moderators', 'adverts'] as const satisfies readonly ReviewKind[];

/** Moderator applications are admins' alone (REVIEW_ACCESS): shown, or left out of figures and activity. */
export interface ApplicationsShown {
  shown: boolean;
  /** The review record's kind of an application. */
  recordKind: string;
}

export async function reviewOverview(db: Kysely<Database>, since: Date, applications: ApplicationsShown): Promise<ReviewOverview> {
  const [figures, activity] = await Promise.all([
    sql<{ [K in (typeof PENDING_KINDS)[number]]: number } & { rejected: number; views: number; approved_today: number }>`select
        (select count(*) from courses where review_status = 'pending') as courses,
        (select count(*) from department_courses where review_status = 'pending') as dlc,
        (select count(*) from blogs where review_status = 'pending') as blogs,
        (select count(*) from materials where review_status = 'pending') as materials,
        (case when ${applications.shown} then (select count(*) from moderator_applications where review_status = 'pending') else 0 end) as moderators,
        (select count(*) from announcements where review_status = 'pending') as adverts,
        (select count(*) from courses where review_status = 'rejected')
          + (select count(*) from department_courses where review_status = 'rejected')
          + (select count(*) from blogs where review_status = 'rejected')
          + (select count(*) from materials where review_status = 'rejected') as rejected,
        (select coalesce(sum(views), 0) from materials) + (select coalesce(sum(views), 0) from blogs) as views,
        (select count(*) from review_actions where action = 'approved' and created_at >= ${since}) as approved_today`.execute(db),
    db
      .selectFrom('review_actions as r')
      .leftJoin('users as u', 'u.id', 'r.reviewer_id')
      .select(['r.id', 'r.kind', 'r.item_title', 'r.action', 'r.comment', 'r.created_at', 'u.first_name', 'u.last_name'])
      .$if(!applications.shown, (query) => query.where('r.kind', '!=', applications.recordKind))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(RECENT_ACTIVITY)
      .execute(),
  ]);
  const row = figures.rows[0]!;
  const pendingByQueue = PENDING_KINDS.map((kind) => ({ kind, pending: Number(row[kind]) })).filter((queue) => queue.pending > 0);
  return {
    pendingReviews: pendingByQueue.reduce((sum, queue) => sum + queue.pending, 0),
    pendingByQueue,
    approvedToday: Number(row.approved_today),
    rejected: Number(row.rejected),
    totalViews: Number(row.views),
    recentActivity: activity.map((a) => ({
      id: a.id,
      kind: a.kind,
      itemTitle: a.item_title,
      action: a.action,
      comment: a.comment,
      reviewer: a.first_name !== null && a.last_name !== null ? { firstName: a.first_name, lastName: a.last_name } : null,
      createdAt: new Date(a.created_at).toISOString(),
    })),
  };
}
