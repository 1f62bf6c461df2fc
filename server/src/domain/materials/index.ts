// What domain/materials offers the rest of the server; its other files are its own.
export { DOCUMENT_MIME_TYPES } from './content-type.ts';
export { countOncePerDay, dayOf } from './daily-counts.ts';
export { LIST_CACHE_CHANNEL, LIST_CACHE_TTL_MS, ListCache } from './list-cache.ts';
export { like, save, unlike, unsave } from './mark-actions.ts';
export { audienceOf, canOpen, fileAccess, isListedFor } from './material-access.ts';
export { findOpenable } from './material-lookup.ts';
export { materialFor, readable, selectMaterials, toMaterial } from './material-read.ts';
export { materialReview } from './material-review.ts';
export { suggestMaterials } from './material-suggestions.ts';
export { discardUpload, type ReceivedUpload } from './received-upload.ts';
export { recommendMaterials } from './recommendations.ts';
export { reportReview } from './report-review.ts';
export { fileReport } from './reports.ts';
export { prefixTsQuery } from './search-filters.ts';
export { listedMaterials, savedMaterials, uploadedMaterials } from './student-lists.ts';
export { createMaterial } from './upload-service.ts';
export { COURSE_PAGE_GROUP_MAX, materialsByClassification } from './course-materials.ts';
export { PHOTO_MAX_SIDE, heicReadable, photosToPdf, withPhotosAsPdf } from './photos/photos-to-pdf.ts';
