import { useNotifications } from '@lectern/shared-api/student';

/** Unread notifications for the badges; 0 while loading or when the call fails. */
export function useUnreadCount(): number {
  return useNotifications(1).data?.unread ?? 0;
}
