// What domain/material-requests offers the rest of the server; its other files are its own.
export { answeredRequestsOf } from './answered-count.ts';
export { answerWithUpload, claimForNewUpload, whyNotAnswerable, type AnswerOutcome } from './answer-request.ts';
export { courseRequests } from './course-requests.ts';
export { createRequest } from './create-request.ts';
export { materialGaps } from './material-gaps.ts';
export { requestFor } from './request-read.ts';
export { answerRequestsOnApproval } from './settle-answers.ts';
export { deleteOldUnmetSearches, recordUnmetSearch } from './unmet-searches.ts';
export { meToo, undoMeToo } from './votes.ts';
