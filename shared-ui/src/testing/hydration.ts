// @lectern/shared-ui/testing/hydration: the helpers that render as the server does and hydrate.
// An entry of their own because they load react-dom/server, which the many tests that only use
// `@lectern/shared-ui/testing` would otherwise load (and compile) for nothing.
export { hydrateAsTheShell, mountAfterHydration } from './hydrateAsTheShell.tsx';
export { testHydrationHook } from './hydrationHookTests.tsx';
