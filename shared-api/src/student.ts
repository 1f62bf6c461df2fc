// The student area's calls: materials, uploads, reports, notifications, own figures, password
// and the course picker. A separate entry (like ./forms) so the landing page never loads them.
export * from './queries/materials.ts';
export * from './queries/notifications.ts';
export { uploadMaterial, uploadFormData, useUploadMaterial, type UploadMaterialInput, type UploadOptions } from './queries/uploads.ts';
export { reportMaterial, useReportMaterial } from './queries/reports.ts';
export * from './queries/blogs.ts';
export { changePassword, useChangePassword } from './queries/password.ts';
export {
  courseSelectionQuery,
  fetchCourseSelection,
  useCourseSelection,
  COURSE_PICKER_DEBOUNCE_MS,
} from './queries/courseSelection.ts';
