import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startClientReport } from './clientReport/clientReport.ts';
import { readRemotesMap, toRemoteEntries } from './federation/remotesMap.ts';
import { registerServiceWorkerWhenIdle } from './serviceWorker/registerWhenIdle.ts';
import { nextTask } from './startup/nextTask.ts';

// The largest shared packages, in the order they depend on each other. Each is evaluated in a
// task of its own: together with the app's modules they made one task of 100 ms and more on a
// slow phone, long enough to freeze a tap.
const SHARED_IN_ORDER = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@tanstack/react-query'),
  () => import('styled-components'),
  () => import('@lectern/shared-api'),
  () => import('@lectern/shared-ui'),
];

// Register the remotes before the app renders; the async boundary lets shared singletons
// negotiate before React loads. Each step runs in a task of its own, so none holds the main
// thread for long: the federation runtime's start (this script), registering the remotes,
// evaluating each large shared package, the app's own modules, and starting the app.
async function start() {
  try {
    const map = await readRemotesMap();
    // Page views and errors per remote release, for the canaries (src/clientReport).
    startClientReport(map);
    await nextTask();
    registerRemotes(toRemoteEntries(map, window.location.href));
  } catch (error: unknown) {
    console.error('Remote registration failed', error);
  }
  for (const evaluate of SHARED_IN_ORDER) {
    await nextTask();
    await evaluate();
  }
  await nextTask();
  const { startApp } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
  await nextTask();
  await startApp();
  // Offline use: the service worker, once the page is idle, from a chunk of its own.
  if (process.env.NODE_ENV === 'production') {
    registerServiceWorkerWhenIdle(() => import(/* webpackChunkName: "service-worker-registration" */ './serviceWorker/registerServiceWorker.ts'));
  }
}

void start();
