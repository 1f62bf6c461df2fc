// What domain/review offers the rest of the server; its other files are its own.
export { type ReviewKindSpec } from './review-kind.ts';
export { deleteItem, reviewItem } from './review-service.ts';
export { reviewOverview } from './overview.ts';
// How a domain declares its queue: items with a status of their own, or people's reports of an item.
export { statusQueue } from './status-queue.ts';
export { reportColumns, reportFields, reportQueue } from './report-queue.ts';
