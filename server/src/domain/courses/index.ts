// What domain/courses offers the rest of the server; its other files are its own.
export { conflictOf, courseNotFound, unknownDepartment } from './course-errors.ts';
export { approvedMaterialCounts } from './course-material-counts.ts';
export { courseReview } from './course-review.ts';
export { selectCourses } from './course-selection.ts';
export { suggestCourses } from './course-suggestions.ts';
export { MATERIAL_PLACES, suggestSearches } from './search-suggestions.ts';
export { courseStatus, departmentExists, findCourse, findCourseByCode, insertCourse, insertCourseLink, listCourses, updateCourse } from './courses-repository.ts';
export { dlcReview } from './dlc-review.ts';
export { courseLevels } from './course-levels.ts';
export { proposeCourse, proposeCourseLink } from './proposals.ts';
export { courseLists, type CourseLists } from './course-list-cache.ts';
