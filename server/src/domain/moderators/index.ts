// What domain/moderators offers the rest of the server; its other files are its own.
export { findApplication, insertApplication, latestApplicationOf, ONE_PENDING_INDEX } from './applications-repository.ts';
export { moderatorReview } from './moderator-review.ts';
