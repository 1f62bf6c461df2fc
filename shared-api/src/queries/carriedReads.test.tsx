import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { INLINE_READS_GLOBAL } from '../contract/index.ts';
import { createQueryClient } from '../client/queryClient.ts';
import { fakeNetwork, type FakeNetwork } from '../testing/index.ts';
import { useCurrentAnnouncement } from './announcements.ts';
import { useMaterialList, useMyStats } from './materials.ts';
import { useNotifications } from './notifications.ts';

// The dashboard's reads, when the page carries their answers (contract pageReads.ts): on screen
// in the first render, with no loading state for the data to replace (a layout shift) and no call.
const carry = (answers: Record<string, unknown>) => {
  (window as unknown as Record<string, unknown>)[INLINE_READS_GLOBAL] = answers;
};
const envelope = (data: unknown) => ({ status: 'success', data });

let net: FakeNetwork;
const client = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
beforeEach(() => {
  net = fakeNetwork({ 'GET /api/stats/me': { pending: true }, 'GET /api/materials/recent': { pending: true } });
});
afterEach(() => {
  net.restore();
  client.clear();
  delete (window as unknown as Record<string, unknown>)[INLINE_READS_GLOBAL];
});

const useDashboardReads = () => [useMyStats(), useMaterialList('recent', { limit: 10 }), useCurrentAnnouncement(), useNotifications(1)] as const;

test("a carried read is the query's data in its first render, and nothing is asked of the API", () => {
  const page = { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };
  carry({
    '/api/stats/me': envelope({ uploads: 3 }),
    '/api/materials/recent?limit=10': envelope(page),
    '/api/announcements/current': envelope(null),
    '/api/notifications?page=1': envelope({ data: [], unread: 2 }),
  });
  const renders: Array<ReturnType<typeof useDashboardReads>> = [];
  renderHook(() => renders.push(useDashboardReads()), { wrapper });
  const [stats, recent, announcement, notifications] = renders[0]!;
  expect(stats.data).toEqual({ uploads: 3 });
  expect(recent.data).toEqual(page);
  expect(announcement.isSuccess).toBe(true);
  expect(announcement.data).toBeNull();
  expect(notifications.data?.unread).toBe(2);
  expect(net.calls).toEqual([]);
});

test('without a carried answer the query loads from the API as before', () => {
  const { result } = renderHook(() => useMyStats(), { wrapper });
  expect(result.current.isPending).toBe(true);
  expect(net.calls.map((call) => call.url.pathname)).toEqual(['/api/stats/me']);
});
