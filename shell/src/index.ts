import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemotesMap, toRemoteEntries } from './federation/remotesMap.ts';
import { afterFirstPaint, preloadStartupFiles } from './startAfterPaint.ts';

// Register the remotes before the app renders; the async boundary lets shared singletons
// negotiate before React loads. A prerendered page is painted first: this work, the files it
// needs and the hydration after it then never hold back the first frame.
afterFirstPaint(() => {
  preloadStartupFiles();
  void readRemotesMap()
    .then((map) => registerRemotes(toRemoteEntries(map, window.location.href)))
    .catch((error: unknown) => console.error('Remote registration failed', error))
    .finally(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'));
});
