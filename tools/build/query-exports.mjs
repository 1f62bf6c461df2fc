// The React Query API Lectern uses. Module Federation cannot tree-shake a shared module, and
// @tanstack/react-query shared whole (with @tanstack/query-core shared whole beside it) cost
// every page 13 KB of brotli, hydration, useQueries, suspense hooks and all; so the shell shares
// a facade with just these names, and query-core only through it. Need another one? Add it here:
// the build reads this list, and `npm test -w @lectern/build` fails on an import of a name that
// is not in it (query-exports.test.mjs).
export const QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'QueryCache',
  'MutationCache',
  'useQuery',
  'useQueryClient',
  'useMutation',
  'queryOptions',
  'keepPreviousData',
  'onlineManager',
  'hashKey',
];
