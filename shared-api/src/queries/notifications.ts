import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../contract/index.ts';
import { apiRead, apiRequest } from '../client/http.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
};

export const notificationsQuery = (page = 1) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    ...apiRead<NotificationList>('/notifications', { page }),
    // The unread badge should notice an approval without a reload.
    refetchInterval: 60_000,
  });

export const useNotifications = (page = 1) => useQuery(notificationsQuery(page));

function useNotificationMutation<TArg>(call: (arg: TArg) => Promise<{ unread: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkNotificationRead = () =>
  useNotificationMutation((id: string) =>
    apiRequest<{ unread: number }>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationMutation((_: void) => apiRequest<{ unread: number }>('/notifications/read-all', { method: 'POST' }));
