// Browser-side API layer: the client, query hooks and the session store. The contract is
// re-exported so apps need one import; the server imports '@lectern/shared-api/contract' only.
export * from './contract/index.ts';
export { ApiError } from './client/apiError.ts';
export { apiRequest, buildUrl, API_BASE, type RequestOptions } from './client/http.ts';
export { createQueryClient } from './client/queryClient.ts';
export { queryKeys } from './queries/keys.ts';
export { fetchPublicStats, publicStatsQuery, usePublicStats } from './queries/stats.ts';
export { fetchSuggestions, suggestionsQuery, useSearchSuggestions, SUGGESTION_DEBOUNCE_MS } from './queries/search.ts';
export {
  sessionStore,
  hydrateSession,
  bindSessionQueryClient,
  setReloadPage,
  onBeforeLogout,
  type SessionState,
  type SessionStatus,
} from './session/sessionStore.ts';
export { useSession, type SessionView } from './session/useSession.ts';
export {
  authApi,
  authProvidersQuery,
  useAuthProviders,
  useForgotPassword,
  useLogin,
  useResendVerification,
  useResetPassword,
  useSignup,
  useVerifyEmail,
} from './queries/auth.ts';
export { useUpdateProfile } from './queries/profile.ts';
export { departmentsQuery, facultiesQuery, useDepartments, useFaculties } from './queries/reference.ts';
export { safeNext } from './navigation/safeNext.ts';
