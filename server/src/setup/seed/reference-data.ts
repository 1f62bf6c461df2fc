import fs from 'node:fs';
import { COURSE_LINK_LEVELS } from '@lectern/shared-api/contract';
import { configError } from '../../platform/errors.ts';

/**
 * The shape of a university's reference list (REFERENCE_DATA) and of the bundled demo list.
 * Courses are optional; a course listed under several departments is one course linked to
 * each of them.
 */
export interface ReferenceData {
  faculties: Array<{
    name: string;
    departments: Array<{
      name: string;
      courses?: Array<{ code: string; name: string; level: number; description?: string }>;
    }>;
  }>;
}

export function loadReferenceDataFile(file: string): ReferenceData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw configError(`REFERENCE_DATA ${file} cannot be read as JSON (${(error as Error).message})`);
  }
  const problem = findProblem(parsed);
  if (problem) throw configError(`REFERENCE_DATA ${file}: ${problem}`);
  return parsed as ReferenceData;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first thing wrong with the data, said so the person can find it in the file; null when fine. */
export function findProblem(data: unknown): string | null {
  if (!isObject(data) || !Array.isArray(data.faculties) || data.faculties.length === 0) {
    return 'expected { "faculties": [ { "name", "departments": [ { "name", "courses"? } ] } ] }';
  }
  for (const [f, faculty] of data.faculties.entries()) {
    const at = `faculties[${f}]`;
    if (!isObject(faculty) || !isText(faculty.name)) return `${at}.name must be a non-empty string`;
    if (!Array.isArray(faculty.departments)) return `${at}.departments must be an array`;
    for (const [d, department] of faculty.departments.entries()) {
      const dat = `${at}.departments[${d}]`;
      if (!isObject(department) || !isText(department.name)) return `${dat}.name must be a non-empty string`;
      if (department.courses === undefined) continue;
      if (!Array.isArray(department.courses)) return `${dat}.courses must be an array`;
      for (const [c, course] of department.courses.entries()) {
        const cat = `${dat}.courses[${c}]`;
        if (!isObject(course)) return `${cat} must be an object`;
        if (!isText(course.code) || !/^[A-Za-z]{2,4}\s?\d{3}[A-Za-z]?$/.test(course.code.trim())) {
          return `${cat}.code must look like "CSC204" or "CSC 204"`;
        }
        if (!isText(course.name)) return `${cat}.name must be a non-empty string`;
        if (!(COURSE_LINK_LEVELS as readonly unknown[]).includes(course.level)) {
          return `${cat}.level must be one of ${COURSE_LINK_LEVELS.join(', ')}`;
        }
        if (course.description !== undefined && typeof course.description !== 'string') {
          return `${cat}.description must be a string`;
        }
      }
    }
  }
  return null;
}
