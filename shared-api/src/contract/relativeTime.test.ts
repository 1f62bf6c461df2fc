import { relativeTime } from './relativeTime.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test.each([
  [0, 'just now'],
  [59_000, 'just now'],
  [60_000, '1 minute ago'],
  [5 * 60_000, '5 minutes ago'],
  [60 * 60_000, '1 hour ago'],
  [23 * 60 * 60_000, '23 hours ago'],
  [24 * 60 * 60_000, '1 day ago'],
  [400 * 24 * 60 * 60_000, '400 days ago'],
])('%i ms ago reads "%s"', (ms, text) => {
  expect(relativeTime(ago(ms), NOW)).toBe(text);
});

test('a time slightly in the future (clock skew) reads "just now"', () => {
  expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe('just now');
});
