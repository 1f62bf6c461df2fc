// What domain/review offers the rest of the server; its other files are its own.
export { countsOf, decisionNotice, queueOrder, type ReviewKindSpec, sharedPageOf, totalOf } from './review-kind.ts';
export { deleteItem, reviewItem } from './review-service.ts';
export { reviewOverview } from './overview.ts';
