// Browser-side API layer: the client, query hooks and the session store. The contract is
// re-exported so apps need one import; the server imports '@lectern/shared-api/contract' only.
// The contract, less what only the student and management areas use (materials, review): those
// take it from '@lectern/shared-api/contract', so the landing page does not carry it.
export * from './contract/api.ts';
export * from './contract/enums.ts';
export * from './contract/limits.ts';
export * from './contract/models.ts';
export * from './contract/text.ts';
export * from './contract/relativeTime.ts';
export * from './contract/search.ts';
export * from './contract/validation.ts';
export * from './contract/auth.ts';
export * from './contract/paths.ts';
export * from './contract/remotes.ts';
export type * from './contract/error-codes.ts';
export type * from './contract/materials.ts';
export type * from './contract/review.ts';
export { ApiError, errorMessage, hasCode } from './client/apiError.ts';
export { apiRequest, buildUrl, API_BASE, type RequestOptions } from './client/http.ts';
export { createQueryClient } from './client/queryClient.ts';
export { keepLastSeenLists } from './queries/lastSeenLists.ts';
export { queryKeys } from './queries/keys.ts';
export { fetchPublicStats, publicStatsQuery, usePublicStats } from './queries/stats.ts';
export { fetchSuggestions, suggestionsQuery, useSearchBox, useSearchSuggestions, SUGGESTION_DEBOUNCE_MS } from './queries/search.ts';
export {
  sessionStore,
  hydrateSession,
  confirmSession,
  bindSessionQueryClient,
  setReloadPage,
  onBeforeLogout,
  type SessionState,
  type SessionStatus,
} from './session/sessionStore.ts';
export { useSession, type SessionView } from './session/useSession.ts';
export { setMarkupSession } from './session/markupSession.ts';
export { renderForPage } from './render/renderForPage.ts';
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
