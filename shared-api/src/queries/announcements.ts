import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '../contract/index.ts';
import { apiRead } from '../client/http.ts';

// The announcement students see (contract announcements.ts): the approved one whose dates
// include today, shown on the dashboard and in the phone's side panel.

export const announcementKeys = {
  all: ['announcements'] as const,
  current: () => ['announcements', 'current'] as const,
};

export const currentAnnouncementQuery = () =>
  queryOptions({
    queryKey: announcementKeys.current(),
    // GET /announcements/current: the current approved announcement, or null when there is none.
    ...apiRead<Announcement | null>('/announcements/current'),
    // Announcements change by the day, not by the minute; the overview and the side panel share one answer.
    staleTime: 5 * 60_000,
  });

export const useCurrentAnnouncement = () => useQuery(currentAnnouncementQuery());
