import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagingChannel, MessagingConnection, MessagingLinkCode, MessagingSettingsInput } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';

// Messaging apps in Settings: the person's connection to each channel, a one-time link
// code, unlinking, and whether approval notices reach the chat. One list holds every channel, so
// each change writes the answer into it or asks for it again.

export const messagingKeys = {
  all: ['messaging'] as const,
  connections: () => ['messaging', 'connections'] as const,
};

/** How often Settings asks again while a link code waits to be sent from the chat. */
export const MESSAGING_LINK_POLL_MS = 3000;

const channelPath = (channel: MessagingChannel) => `/user/messaging/${encodeURIComponent(channel)}`;

/** GET /user/messaging: one entry per channel, `available` false where the server has not set it up. */
export const fetchMessagingConnections = (signal?: AbortSignal) => apiRequest<MessagingConnection[]>('/user/messaging', { signal });

export const messagingConnectionsQuery = () =>
  queryOptions({ queryKey: messagingKeys.connections(), queryFn: ({ signal }) => fetchMessagingConnections(signal) });

/**
 * The person's connections. `refetchInterval` while a link code waits to be sent from the chat,
 * so the screen turns to connected by itself.
 */
export const useMessagingConnections = ({ refetchInterval = false }: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...messagingConnectionsQuery(), refetchInterval });

/** POST /user/messaging/:channel/link (201): a new one-time code (any earlier one stops working). */
export const createMessagingLinkCode = (channel: MessagingChannel) =>
  apiRequest<MessagingLinkCode>(`${channelPath(channel)}/link`, { method: 'POST' });

/** DELETE /user/messaging/:channel: answered with the channel as it now is (not connected). */
export const disconnectMessaging = (channel: MessagingChannel) => apiRequest<MessagingConnection>(channelPath(channel), { method: 'DELETE' });

/** PATCH /user/messaging/:channel: the channel's settings, answered with the connection as it now is. */
export const updateMessagingSettings = (channel: MessagingChannel, input: MessagingSettingsInput) =>
  apiRequest<MessagingConnection>(channelPath(channel), { method: 'PATCH', body: input });

const replaceConnection = (connection: MessagingConnection) => (connections: MessagingConnection[] | undefined) =>
  connections?.map((each) => (each.channel === connection.channel ? connection : each));

export function useCreateMessagingLinkCode() {
  return useMutation({ mutationFn: createMessagingLinkCode });
}

export function useDisconnectMessaging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectMessaging,
    onSuccess: (connection) => {
      queryClient.setQueryData<MessagingConnection[]>(messagingKeys.connections(), replaceConnection(connection));
      return queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    },
  });
}

/** Shown at once; put back as it was when the server refuses or cannot be reached. */
export function useUpdateMessagingSettings() {
  const queryClient = useQueryClient();
  const key = messagingKeys.connections();
  return useMutation({
    mutationFn: ({ channel, input }: { channel: MessagingChannel; input: MessagingSettingsInput }) => updateMessagingSettings(channel, input),
    onMutate: async ({ channel, input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MessagingConnection[]>(key);
      queryClient.setQueryData<MessagingConnection[]>(key, (connections) =>
        connections?.map((each) => (each.channel === channel ? { ...each, ...input } : each)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (connection) => {
      queryClient.setQueryData<MessagingConnection[]>(key, replaceConnection(connection));
    },
  });
}
