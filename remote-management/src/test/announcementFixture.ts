import type { Announcement } from '@lectern/shared-api/contract';

/** An announcement as the API answers it (a pending one), for the portal's tests. */
export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'an1',
    title: 'Exam timetable is out',
    body: 'Check your department notice board.',
    link: 'https://uni.edu/timetable',
    imageUrl: null,
    startsOn: '2099-03-01',
    endsOn: '2099-03-14',
    reviewStatus: 'pending',
    reviewComment: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    author: { firstName: 'Mo', lastName: 'Derator' },
    ...overrides,
  };
}
