// The student area's calls: materials, uploads, reports, notifications, own figures, password,
// the course picker, applying to moderate, the current announcement and folders. A separate entry (like
// ./forms) so the landing page never loads them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys, createCourse } from './queries/courseManagement.ts';
export * from './queries/materials.ts';
export { materialTextKey, materialTextQuery, useMaterialText } from './queries/materialText.ts';
export { relatedMaterialsKey, relatedMaterialsQuery, useRelatedMaterials } from './queries/relatedMaterials.ts';
export * from './queries/notifications.ts';
export { uploadMaterial, uploadFormData, useUploadMaterial, type UploadMaterialInput, type UploadOptions } from './queries/uploads.ts';
export { reportMaterial, useReportMaterial } from './queries/reports.ts';
export * from './queries/blogs.ts';
export * from './queries/moderatorApplications.ts';
export * from './queries/announcements.ts';
export * from './queries/folders.ts';
export * from './queries/materialRequests.ts';
export * from './queries/messaging.ts';
export { groupKeys } from './queries/groupKeys.ts';
export * from './queries/groups.ts';
export * from './queries/groupPosts.ts';
export * from './queries/groupSessions.ts';
export { changePassword, useChangePassword } from './queries/password.ts';
export {
  courseSelectionQuery,
  fetchCourseSelection,
  useCourseSelection,
  COURSE_PICKER_DEBOUNCE_MS,
} from './queries/courseSelection.ts';
export { useDebounced } from './queries/debouncedQuery.ts';

// A student's proposal of a missing course: POST /courses, the call staff's Add Course makes,
// answered with the course pending review. The same fetcher; ./management is not loaded here.
export { createCourse as proposeCourse } from './queries/courseManagement.ts';
export function useProposeCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.all }) });
}
export { courseCatalogQuery, courseLevelsQuery, useCourseCatalog, useCourseLevels, type CourseCatalogQuery } from './queries/courseCatalog.ts';
