import '../testing/deviceStorage.ts';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { sessionStore } from '../session/sessionStore.ts';
import { sessionUser } from '../testing/index.ts';
import { ApiError } from './apiError.ts';
import { forgetLastSeen, keepLastSeen } from './lastSeen.ts';

const SAVED = ['materials', 'list', 'saved', {}] as const;
const ELSEWHERE = ['review', 'queue'] as const;
const PREFIXES = [['materials', 'list']] as const;
const student = (id: string) => sessionUser({ id });

let stops: Array<() => void> = [];
/** A page load: a new QueryClient that keeps what is seen. */
function pageLoad() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stops.push(keepLastSeen(client, PREFIXES));
  return client;
}

beforeEach(async () => {
  await forgetLastSeen();
  onlineManager.setOnline(true);
  sessionStore.getState().signedIn(student('ada'));
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  onlineManager.setOnline(true);
});

async function seenOnline(client: QueryClient, key: readonly unknown[], data: unknown) {
  await client.fetchQuery({ queryKey: key, queryFn: () => data });
  // The answer is written to the device a moment after it arrives.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

test('a list seen online is there again after an offline reload, with the time it arrived', async () => {
  const online = pageLoad();
  await seenOnline(online, SAVED, { data: ['Thevenin notes'] });
  const arrivedAt = online.getQueryState(SAVED)!.dataUpdatedAt;

  onlineManager.setOnline(false);
  const offline = pageLoad();
  await waitFor(() => expect(offline.getQueryData(SAVED)).toEqual({ data: ['Thevenin notes'] }));
  expect(offline.getQueryState(SAVED)!.dataUpdatedAt).toBe(arrivedAt);
});

test('a list the page carried (its first data, never fetched) is kept as seen too', async () => {
  const online = pageLoad();
  // What a query built with apiRead does with a carried answer: it starts with it.
  online.getQueryCache().build(online, { queryKey: SAVED, queryFn: () => ({ data: [] }), initialData: { data: ['Carried notes'] } });
  await new Promise((resolve) => setTimeout(resolve, 50));

  onlineManager.setOnline(false);
  const offline = pageLoad();
  await waitFor(() => expect(offline.getQueryData(SAVED)).toEqual({ data: ['Carried notes'] }));
});

test('a page opened with no network at all is offline from the start (react-query would assume online)', async () => {
  await seenOnline(pageLoad(), SAVED, { data: ['Thevenin notes'] });
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const offline = pageLoad();
  onLine.mockRestore();
  expect(onlineManager.isOnline()).toBe(false);
  await waitFor(() => expect(offline.getQueryData(SAVED)).toEqual({ data: ['Thevenin notes'] }));
});

test('online but with no answer (a dead connection), a list with nothing yet shows what was seen', async () => {
  await seenOnline(pageLoad(), SAVED, { data: ['Thevenin notes'] });
  const client = pageLoad();
  await client
    .fetchQuery({ queryKey: SAVED, queryFn: () => Promise.reject(new ApiError({ statusCode: 0, code: 'NETWORK', message: 'Network error' })) })
    .catch(() => undefined);
  await waitFor(() => expect(client.getQueryData(SAVED)).toEqual({ data: ['Thevenin notes'] }));
  expect(client.getQueryState(SAVED)!.errorUpdatedAt).toBeGreaterThan(client.getQueryState(SAVED)!.dataUpdatedAt);
});

test('only the lists it is told to keep are kept', async () => {
  const online = pageLoad();
  await seenOnline(online, ELSEWHERE, ['a report']);
  await seenOnline(online, SAVED, { data: [] });
  onlineManager.setOnline(false);
  const offline = pageLoad();
  await waitFor(() => expect(offline.getQueryData(SAVED)).toEqual({ data: [] }));
  expect(offline.getQueryData(ELSEWHERE)).toBeUndefined();
});

test('going offline puts back what is not in memory, and never overwrites something newer', async () => {
  const earlier = pageLoad();
  await seenOnline(earlier, SAVED, { data: ['old'] });
  const client = pageLoad();
  client.setQueryData(SAVED, { data: ['newer'] });
  onlineManager.setOnline(false);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(client.getQueryData(SAVED)).toEqual({ data: ['newer'] });
});

test('another person on the same browser never sees it; signing out forgets it for good', async () => {
  const online = pageLoad();
  await seenOnline(online, SAVED, { data: ['Ada saved this'] });
  onlineManager.setOnline(false);
  sessionStore.setState({ user: student('grace') });
  expect(pageLoad().getQueryData(SAVED)).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pageLoad().getQueryData(SAVED)).toBeUndefined();

  sessionStore.getState().signedOut();
  sessionStore.getState().signedIn(student('ada'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const afterSignOut = pageLoad();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(afterSignOut.getQueryData(SAVED)).toBeUndefined();
});
