import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptedResponse,
  AuthProviders,
  EmailRequest,
  LoginRequest,
  OneTapResponse,
  ResetPasswordRequest,
  SessionUser,
  SignupRequest,
} from '../contract/index.ts';
import { apiRequest } from '../client/http.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { queryKeys } from './keys.ts';

export const authApi = {
  signup: (body: SignupRequest) => apiRequest<AcceptedResponse>('/auth/student', { method: 'POST', body }),
  login: (body: LoginRequest) => apiRequest<SessionUser>('/auth/login', { method: 'POST', body }),
  verifyEmail: (token: string) => apiRequest<SessionUser>('/auth/verify-email/token', { query: { token } }),
  resendVerification: (body: EmailRequest) =>
    apiRequest<AcceptedResponse>('/auth/resend-verification', { method: 'POST', body }),
  forgotPassword: (body: EmailRequest) => apiRequest<AcceptedResponse>('/auth/forgot-password', { method: 'POST', body }),
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest<AcceptedResponse>('/auth/reset-password', { method: 'POST', body }),
  providers: (signal?: AbortSignal) => apiRequest<AuthProviders>('/auth/providers', { signal }),
  /** Exchanges a Google One Tap ID token for a session (the cookie); rejects on any non-200. */
  oneTap: (token: string) => apiRequest<OneTapResponse>('/auth/google/onetap', { query: { token } }),
};

/** A session that has just started: the store and the profile cache learn it at once. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    queryClient.setQueryData(queryKeys.user.profile(), user);
    sessionStore.getState().signedIn(user);
  };
}

export const useSignup = () => useMutation({ mutationFn: authApi.signup });

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: authApi.login, onSuccess: startSession });
}

export function useVerifyEmail() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: authApi.verifyEmail, onSuccess: startSession });
}

export const useResendVerification = () => useMutation({ mutationFn: authApi.resendVerification });
export const useForgotPassword = () => useMutation({ mutationFn: authApi.forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: authApi.resetPassword });

export const authProvidersQuery = () =>
  queryOptions({ queryKey: queryKeys.auth.providers(), queryFn: ({ signal }) => authApi.providers(signal), staleTime: Infinity });

export const useAuthProviders = () => useQuery(authProvidersQuery());
