// How a course's facts read on the cards and in the detail dialog.
import type { Course, ReviewStatus } from '@lectern/shared-api';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export const statusLabel = (status: ReviewStatus) => STATUS_LABELS[status];

/** A link without a status comes from a reader who sees approved links only. */
export const linkStatus = (link: Course['departments'][number]): ReviewStatus => link.reviewStatus ?? 'approved';

const STATUS_RANK: Record<ReviewStatus, number> = { approved: 0, pending: 1, rejected: 2 };

/**
 * The departments that take or asked to take the course, each named once (a department may
 * take it at several levels) with the best status among its links: approved if any link is,
 * so a pending link is never read as a linked department.
 */
export function departmentLinks(course: Pick<Course, 'departments'>): Array<{ name: string; status: ReviewStatus }> {
  const best = new Map<string, ReviewStatus>();
  for (const link of course.departments) {
    const status = linkStatus(link);
    const known = best.get(link.department.name);
    if (!known || STATUS_RANK[status] < STATUS_RANK[known]) best.set(link.department.name, status);
  }
  return [...best].map(([name, status]) => ({ name, status }));
}

/** The detail dialog's figures: every link, the approved ones, the course's own status. */
export function courseStats(course: Course) {
  return {
    totalDepartments: course.departments.length,
    activeLinks: course.departments.filter((link) => linkStatus(link) === 'approved').length,
    status: statusLabel(course.reviewStatus),
  };
}

/** The created date as a reader's locale writes it ('12 March 2026'). */
export const createdDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
