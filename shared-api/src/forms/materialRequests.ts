// "Ask for this material": the course it is for (picked, not typed) and what is needed.
import { object, string } from 'yup';
import { MATERIAL_REQUEST_MESSAGES as M, MATERIAL_REQUEST_TEXT_MAX, MATERIAL_REQUEST_TEXT_MIN } from '../contract/index.ts';

/** The limits and words the server checks POST /material-requests with. */
export const materialRequestSchema = object({
  course: object({ id: string().required() }).nullable().required(M.courseRequired),
  text: string()
    .trim()
    .required(M.textRequired)
    .min(MATERIAL_REQUEST_TEXT_MIN, M.textTooShort)
    .max(MATERIAL_REQUEST_TEXT_MAX, M.textTooLong)
    .matches(/[\p{L}\p{N}]/u, M.textRequired),
});
