import type { Announcement } from '@lectern/shared-api/contract';
import { announcementFixture as currentAnnouncementFixture } from '@lectern/shared-api/testing';

/** An announcement as the API answers it (a pending one, not yet begun, with no image), for the portal's tests. */
export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return currentAnnouncementFixture({
    id: 'an1',
    body: 'Check your department notice board.',
    link: 'https://uni.edu/timetable',
    imageUrl: null,
    startsOn: '2099-03-01',
    endsOn: '2099-03-14',
    reviewStatus: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    author: { firstName: 'Mo', lastName: 'Derator' },
    ...overrides,
  });
}
