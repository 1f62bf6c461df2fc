import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemotesMap, toRemoteEntries } from './federation/remotesMap.ts';

// Register the remotes before the app renders; the async boundary lets shared singletons
// negotiate before React loads.
readRemotesMap()
  .then((map) => registerRemotes(toRemoteEntries(map, window.location.href)))
  .catch((error: unknown) => console.error('Remote registration failed', error))
  .finally(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'));
