// The contract shared by the clients and the server. No React, no browser or Node APIs (URL, a
// global of both, is the one standard class it uses).
export * from './api.ts';
export * from './error-codes.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './models.ts';
export * from './text.ts';
export * from './relativeTime.ts';
export * from './search.ts';
export * from './validation.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './paths.ts';
export * from './pages.ts';
export * from './pageReads.ts';
export * from './remotes.ts';
export * from './materials.ts';
export * from './review.ts';
export * from './courses.ts';
export * from './blogs.ts';
export * from './users.ts';
export * from './moderators.ts';
export * from './announcements.ts';
export * from './rewards.ts';
export * from './folders.ts';
export * from './messaging.ts';
export * from './groups.ts';
