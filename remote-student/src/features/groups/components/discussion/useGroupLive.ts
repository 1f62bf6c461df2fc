import { API_BASE } from '@lectern/shared-api';
import { GROUP_EVENT_NAME, GROUP_RESYNC_EVENT_NAME, type GroupEvent } from '@lectern/shared-api/contract';
import { groupKeys } from '@lectern/shared-api/student';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

export const groupEventsUrl = (groupId: string) => `${API_BASE}/groups/${encodeURIComponent(groupId)}/events`;

/** The group's page, whatever invite it was opened with (groupKeys.detail's last part). */
const detailKeys = (groupId: string): QueryKey => groupKeys.detail(groupId).slice(0, -1);

/** What one event makes stale: the screen reads it again as the reader (an event never carries text). */
function keysOf(groupId: string, event: Pick<GroupEvent, 'type'>): QueryKey[] {
  switch (event.type) {
    // A thread's key sits under the threads' key, so a reply refreshes the list's counts and the open thread.
    case 'thread':
    case 'reply':
      return [groupKeys.threads(groupId)];
    case 'session':
      return [groupKeys.sessions(groupId), groupKeys.upcoming()];
    case 'members':
      return [groupKeys.members(groupId), detailKeys(groupId), groupKeys.lists()];
    case 'group':
      return [detailKeys(groupId), groupKeys.lists()];
    default:
      return [groupKeys.group(groupId)];
  }
}

function readEvent(data: unknown): Pick<GroupEvent, 'type'> | null {
  try {
    const event = JSON.parse(String(data)) as Partial<GroupEvent> | null;
    return event && typeof event.type === 'string' ? { type: event.type } : null;
  } catch {
    return null;
  }
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * While a group is open, its live stream (Server-Sent Events) refreshes what each event changed, so
 * new threads and replies appear without a reload. The browser's EventSource reconnects by itself
 * and sends the last event's id, and the server sends what was missed; `resync` (too far behind)
 * reads the whole group again. Refreshing in place never moves the reader's focus.
 */
export function useGroupLive(groupId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // No EventSource (an old browser, the tests of other screens): the page still works, refreshed by its own reads.
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(groupEventsUrl(groupId), { withCredentials: true });
    const onEvent = (message: MessageEvent) => {
      const event = readEvent(message.data);
      invalidate(queryClient, event ? keysOf(groupId, event) : [groupKeys.group(groupId)]);
    };
    const onResync = () => invalidate(queryClient, [groupKeys.group(groupId)]);
    // A stream the server refused or ended for good (left, removed, deleted): the page learns why by reading the group again.
    const onError = () => {
      if (source.readyState === EventSource.CLOSED) invalidate(queryClient, [detailKeys(groupId)]);
    };
    source.addEventListener(GROUP_EVENT_NAME, onEvent);
    source.addEventListener(GROUP_RESYNC_EVENT_NAME, onResync);
    source.addEventListener('error', onError);
    return () => {
      source.removeEventListener(GROUP_EVENT_NAME, onEvent);
      source.removeEventListener(GROUP_RESYNC_EVENT_NAME, onResync);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, [groupId, enabled, queryClient]);
}
