// Students applying to moderate (the specification: materials are verified by senior students and teaching
// assistants; docs/spec-resolutions.md: /management/moderators-review). Admins decide in the review layout.
import type { ReviewStatus } from './enums.ts';

export const MODERATOR_REASON_MIN = 20;
export const MODERATOR_REASON_MAX = 1000;

/** POST /moderator-applications (students): the department and level they would look after, and why. */
export interface ModeratorApplicationInput {
  departmentId: string;
  level: number;
  reason: string;
}

export interface ModeratorApplication {
  id: string;
  department: { id: string; name: string };
  level: number;
  reason: string;
  reviewStatus: ReviewStatus;
  /** The admin's comment; a rejection's reason. */
  reviewComment: string | null;
  createdAt: string;
  applicant: { id: string; firstName: string; lastName: string; username: string | null; email: string };
}

export const MODERATOR_APPLICATION_MESSAGES = {
  heading: 'Become a moderator',
  intro: 'Moderators review uploads, courses and blog posts for their department. Tell us why you would be a good one.',
  reasonRequired: 'Tell us why you want to moderate',
  reasonTooShort: `Write at least ${MODERATOR_REASON_MIN} characters`,
  reasonTooLong: `Keep it under ${MODERATOR_REASON_MAX} characters`,
  departmentRequired: 'Department selection is required',
  departmentUnknown: 'Choose a department from the list',
  levelInvalid: 'Choose a level from 100 to 700',
  unverified: 'Verify your email address before applying.',
  submitted: 'Application sent. An admin will review it soon.',
  failed: 'Could not send your application. Please try again.',
  alreadyStaff: 'You are already a moderator or an admin.',
  alreadyPending: 'You already have an application waiting for review.',
  pending: 'Your application is waiting for review.',
  approvedTitle: 'You are now a moderator',
  approvedBody: 'Your application was approved. The Management item in the sidebar opens the portal.',
  rejectedTitle: 'Your moderator application was not approved',
  rejectedBody: (reason: string | null) => `An admin reviewed your application.${reason ? ` Reason: ${reason}` : ''}`,
} as const;
