import { formatNoticeTime, formatSessionTime } from './groups.ts';

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
