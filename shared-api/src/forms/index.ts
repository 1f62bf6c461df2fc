// Form schemas (yup). A separate entry so that pages without forms never load yup.
// The forms' rules, built from the contract's limits and messages; the server enforces the same
// limits and answers the same messages. One file per area: a remote's bundle builds only the
// schemas it imports (this package has no side effects, so the other files are left out).
export * from './auth.ts';
export * from './account.ts';
export * from './materials.ts';
export * from './courses.ts';
export * from './blogs.ts';
export * from './announcements.ts';
export * from './folders.ts';
export * from './materialRequests.ts';
export type { ChosenFile } from './fields.ts';
