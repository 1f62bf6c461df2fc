import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest, SessionUser } from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { queryKeys } from './keys.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) => apiRequest<SessionUser>('/user', { method: 'PATCH', body }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user.profile(), user);
      sessionStore.getState().signedIn(user);
    },
  });
}
