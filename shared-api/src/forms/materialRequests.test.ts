import { MATERIAL_REQUEST_MESSAGES as M, MATERIAL_REQUEST_TEXT_MAX } from '../contract/index.ts';
import { materialRequestSchema } from './materialRequests.ts';

const errorsOf = (value: unknown) =>
  materialRequestSchema.validate(value, { abortEarly: false }).then(
    () => [],
    (e: { errors: string[] }) => e.errors,
  );

const course = { id: 'c1' };

test('Ask for this material: a course and what is needed, in the words the server answers with', async () => {
  expect(await errorsOf({ course, text: 'CSC 204 past questions 2023' })).toEqual([]);
  expect(await errorsOf({ course: null, text: '' })).toEqual(expect.arrayContaining([M.courseRequired, M.textRequired]));
  expect(await errorsOf({ course, text: '  ab ' })).toEqual([M.textTooShort]);
  expect(await errorsOf({ course, text: 'x'.repeat(MATERIAL_REQUEST_TEXT_MAX + 1) })).toEqual([M.textTooLong]);
  expect(await errorsOf({ course, text: '?!?!' })).toEqual([M.textRequired]);
});
