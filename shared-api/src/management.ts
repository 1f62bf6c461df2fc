// The management portal's calls: the review queues and overview, course management. A separate
// entry (like ./student) so no other page loads them.
export * from './queries/review.ts';
export * from './queries/courseManagement.ts';
export * from './queries/announcementSubmit.ts';
export * from './queries/printingCredits.ts';
export * from './queries/users.ts';
export * from './queries/releases.ts';
export * from './queries/materialGaps.ts';
