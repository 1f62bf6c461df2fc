// Review of submitted content by staff (docs/api-contract.md review rows, and the specification's review screens).
import type { ReviewStatus, Role } from './enums.ts';
import type { Material, ReportReason } from './materials.ts';

/** What a reviewer decides about a pending item; the item's reviewStatus becomes this. */
export const REVIEW_ACTIONS = ['approved', 'rejected'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const REVIEW_COMMENT_MAX = 1000;

export interface ReviewRequest {
  action: ReviewAction;
  /** Trimmed; an empty comment is left out. A rejection's reason reaches the author. */
  comment?: string;
}

export const REVIEW_MESSAGES = {
  notPending: 'This item has already been reviewed.',
  notFound: 'This item does not exist.',
} as const;

/**
 * The review queues of the portal, one per kind of submitted content (docs/api-contract.md, docs/spec-resolutions.md):
 * moderators = students' applications to moderate, adverts = announcements, group-reports = reports of
 * study group posts (PostReportReviewItem in contract/groups.ts).
 */
export const REVIEW_KINDS = ['courses', 'dlc', 'blogs', 'materials', 'reports', 'moderators', 'adverts', 'group-reports'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Cards per page of each queue (the specification's: 9 for courses and DLC, 6 for blogs; 9 for the others, 6 for adverts). */
export const REVIEW_PAGE_SIZES: Record<ReviewKind, number> = { courses: 9, dlc: 9, blogs: 6, materials: 9, reports: 9, moderators: 9, adverts: 6, 'group-reports': 9 };

const STAFF: readonly Role[] = ['admin', 'moderator'];
const ADMINS: readonly Role[] = ['admin'];

/**
 * Who may open a queue and who may approve or reject in it, by the specification's roles (deleting is always admins').
 * Moderator applications are admins' alone; moderators see announcements but admins decide them.
 */
export const REVIEW_ACCESS: Record<ReviewKind, { read: readonly Role[]; decide: readonly Role[] }> = {
  courses: { read: STAFF, decide: STAFF },
  dlc: { read: STAFF, decide: STAFF },
  blogs: { read: STAFF, decide: STAFF },
  materials: { read: STAFF, decide: STAFF },
  reports: { read: STAFF, decide: STAFF },
  moderators: { read: ADMINS, decide: ADMINS },
  adverts: { read: STAFF, decide: ADMINS },
  'group-reports': { read: STAFF, decide: STAFF },
};

/** GET /review/{kind}/count */
export interface ReviewCounts {
  pending: number;
  approved: number;
  rejected: number;
}

/** A pending item waiting longer than this is marked overdue (the promise: reviewed within 24 hours). */
export const REVIEW_OVERDUE_MS = 24 * 60 * 60 * 1000;

/** One department-level course in the DLC queue: the link and what it links. */
export interface DepartmentCourseReviewItem {
  departmentId: string;
  courseId: string;
  level: number;
  reviewStatus: ReviewStatus;
  reviewComment: string | null;
  createdAt: string;
  department: { id: string; name: string };
  course: { courseName: string; courseCode: string; description: string | null };
}

/** One line of the review record, as the portal's recent activity shows it. */
export interface ReviewActivity {
  id: string;
  kind: string;
  itemTitle: string;
  action: string;
  comment: string | null;
  reviewer: { firstName: string; lastName: string } | null;
  createdAt: string;
}

/** GET /review/overview: the portal overview's tiles and recent activity. */
export interface ReviewOverview {
  pendingReviews: number;
  /** Where the pending ones wait: each queue holding some, in REVIEW_KINDS order (they add up to pendingReviews). */
  pendingByQueue: Array<{ kind: ReviewKind; pending: number }>;
  approvedToday: number;
  rejected: number;
  totalViews: number;
  recentActivity: ReviewActivity[];
}

/**
 * One report in the Reports queue. The queue's tabs read: Pending = open, Approved = upheld (the
 * material is hidden, its uploader told why), Rejected = dismissed (a material hidden by reports
 * is shown again). A decision settles every open report of the material at once.
 */
export interface MaterialReportReviewItem {
  id: string;
  reason: ReportReason;
  text: string | null;
  reviewStatus: ReviewStatus;
  createdAt: string;
  reporter: { firstName: string; lastName: string };
  /** Open reports of the material, from different people. */
  openReports: number;
  material: Material;
}

export const REPORT_REVIEW_MESSAGES = {
  hiddenTitle: 'Your material was hidden',
  hiddenBody: (label: string, reason: string | null) =>
    `"${label}" was reported and staff have hidden it.${reason ? ` Reason: ${reason}` : ''}`,
} as const;
