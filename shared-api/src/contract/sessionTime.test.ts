import { formatNoticeTime, formatSessionTime, formatSessionTimeFrom, readerZoneNote } from './groups.ts';

describe('formatSessionTime', () => {
  it('writes the weekday and the 24-hour time, as the dashboard shows a session', () => {
    expect(formatSessionTime('2026-12-03T16:00:00Z', 'UTC')).toBe('Thursday 16:00');
    expect(formatSessionTime('2026-12-06T09:05:00Z', 'UTC')).toBe('Sunday 09:05');
  });

  it('reads the time in the zone given: the same moment is another day elsewhere', () => {
    expect(formatSessionTime('2026-12-03T23:30:00Z', 'Africa/Lagos')).toBe('Friday 00:30');
  });
});

describe('formatNoticeTime', () => {
  it('writes the time in the university’s zone and names the zone, as a chat has no reader’s zone', () => {
    expect(formatNoticeTime('2026-12-03T15:00:00Z', 'Africa/Lagos')).toBe('Thursday 16:00 GMT+1');
    expect(formatNoticeTime('2026-12-03T15:00:00Z', 'UTC')).toBe('Thursday 15:00 UTC');
  });

  it('follows the zone’s summer time', () => {
    expect(formatNoticeTime('2026-07-02T15:00:00Z', 'Europe/London')).toBe('Thursday 16:00 BST');
    expect(formatNoticeTime('2026-12-03T15:00:00Z', 'Europe/London')).toBe('Thursday 15:00 GMT');
  });
});

describe('readerZoneNote', () => {
  test('names the reader’s zone only when its clock differs from the site’s at that instant', () => {
    expect(readerZoneNote('2026-12-03T15:00:00Z', 'Africa/Lagos', 'UTC')).toBe('UTC');
    expect(readerZoneNote('2026-12-03T15:00:00Z', 'UTC', 'Africa/Lagos')).toBe('GMT+1');
    expect(readerZoneNote('2026-12-03T15:00:00Z', 'Africa/Lagos', 'Africa/Lagos')).toBeNull();
    // Another name for the same clock is not a difference.
    expect(readerZoneNote('2026-12-03T15:00:00Z', 'Africa/Lagos', 'Africa/Douala')).toBeNull();
    // London agrees with UTC in winter, not in summer.
    expect(readerZoneNote('2026-12-03T15:00:00Z', 'UTC', 'Europe/London')).toBeNull();
    expect(readerZoneNote('2026-07-02T15:00:00Z', 'UTC', 'Europe/London')).toBe('BST');
  });
});

describe('formatSessionTimeFrom', () => {
  test('a session read in the site’s zone is as the notice says it; read elsewhere, it names the reader’s zone', () => {
    expect(formatSessionTimeFrom('Africa/Lagos')('2026-12-03T15:00:00Z', 'Africa/Lagos')).toBe('Thursday 16:00');
    expect(formatSessionTimeFrom('Africa/Lagos')('2026-12-03T15:00:00Z', 'UTC')).toBe('Thursday 15:00 UTC');
  });
});
