// What domain/moderators offers the rest of the server; its other files are its own.
export { ONE_PENDING_INDEX, findApplication, insertApplication, latestApplicationOf } from './applications-repository.ts';
export { moderatorReview } from './moderator-review.ts';
