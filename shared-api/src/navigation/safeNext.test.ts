import { safeNext } from './safeNext.ts';

it('keeps same-site relative paths only', () => {
  expect(safeNext('/dashboard?tab=1')).toBe('/dashboard?tab=1');
  expect(safeNext('//evil.example')).toBeNull();
  expect(safeNext('/\\evil.example')).toBeNull();
  expect(safeNext('https://evil.example')).toBeNull();
  expect(safeNext(null)).toBeNull();
});
