// How a course's facts read on the cards and in the detail dialog.
import type { Course, ReviewStatus } from '@lectern/shared-api';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export const statusLabel = (status: ReviewStatus) => STATUS_LABELS[status];

/** The departments that take the course, each named once. */
export const departmentNames = (course: Pick<Course, 'departments'>) =>
  [...new Set(course.departments.map((link) => link.department.name))].join(', ');

/** A link without a status comes from a reader who sees approved links only. */
export const linkStatus = (link: Course['departments'][number]): ReviewStatus => link.reviewStatus ?? 'approved';

/** The detail dialog's figures (spec §2): every link, the approved ones, the course's own status. */
export function courseStats(course: Course) {
  return {
    totalDepartments: course.departments.length,
    activeLinks: course.departments.filter((link) => linkStatus(link) === 'approved').length,
    status: statusLabel(course.reviewStatus),
  };
}

/** The created date as a reader's locale writes it ('12 March 2026'). */
export const createdDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
