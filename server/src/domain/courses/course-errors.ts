// The course calls' refusals, worded from the contract.
import { COURSE_MESSAGES as M } from '@lectern/shared-api/contract';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COURSE_CODE_INDEX, COURSE_LINK_KEY } from './courses-repository.ts';

export const courseNotFound = () => new ApiError(404, 'NOT_FOUND', M.courseNotFound);

export const unknownDepartment = () =>
  new ApiError(400, 'VALIDATION', M.departmentUnknown, [{ field: 'departmentId', message: M.departmentUnknown }]);

/** A write refused by the code's or the link's uniqueness becomes the 409 naming the field; anything else goes on. */
export function conflictOf(error: unknown): unknown {
  if (isUniqueViolation(error, COURSE_CODE_INDEX)) {
    return new ApiError(409, 'CONFLICT', M.courseCodeTaken, [{ field: 'courseCode', message: M.courseCodeTaken }]);
  }
  if (isUniqueViolation(error, COURSE_LINK_KEY)) {
    return new ApiError(409, 'CONFLICT', M.linkExists, [{ field: 'departmentId', message: M.linkExists }]);
  }
  return error;
}
