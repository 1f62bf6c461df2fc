// Course codes are written 'CSC 204', 'csc204' or 'CSC204'; all mean the same course.
export function normaliseCourseCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** How a course code is shown: letters, one space, the rest ('CSC204' -> 'CSC 204'). */
export function formatCourseCode(code: string): string {
  const normalised = normaliseCourseCode(code);
  return normalised.replace(/^([A-Z]+)(\d.*)$/, '$1 $2');
}

/**
 * A materials search shows at most this many courses before its results (MaterialListPage's
 * `courses`): the course whose whole code the words are, and those whose whole title they hold.
 */
export const SEARCH_COURSES_MAX = 5;
