import type { Announcement } from '@lectern/shared-api/contract';

/** The current announcement as GET /announcements/current answers it, for the student area's tests. */
export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    title: 'Exam timetable is out',
    body: 'Check your slots before Friday.',
    link: 'https://uni.example.edu/timetable',
    imageUrl: '/api/announcements/a1/image',
    startsOn: '2026-11-20',
    endsOn: '2026-11-30',
    reviewStatus: 'approved',
    reviewComment: null,
    createdAt: '2026-11-19T09:00:00.000Z',
    author: { firstName: 'Tola', lastName: 'Ade' },
    ...overrides,
  };
}
