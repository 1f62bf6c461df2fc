import { courseCodeIn } from './requests.ts';

test('courseCodeIn: the first course code in a sentence, in any spacing or case, normalised', () => {
  expect(courseCodeIn('CSC 204 past questions 2023')).toBe('CSC204');
  expect(courseCodeIn('past questions for csc204')).toBe('CSC204');
  expect(courseCodeIn('MTH-202 tutorial')).toBe('MTH202');
  expect(courseCodeIn('notes (gst 1011) week 2')).toBe('GST1011');
});

test('courseCodeIn: null where no word is letters then three or four digits', () => {
  expect(courseCodeIn('past questions 2023')).toBeNull();
  expect(courseCodeIn('integration by parts')).toBeNull();
  expect(courseCodeIn('abc12345')).toBeNull();
  expect(courseCodeIn('x204')).toBeNull();
});
