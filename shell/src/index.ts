import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemotesMap, toRemoteEntries } from './federation/remotesMap.ts';
import { nextTask } from './startup/nextTask.ts';

// Register the remotes before the app renders; the async boundary lets shared singletons
// negotiate before React loads. Each step runs in a task of its own, so none holds the main
// thread for long: the federation runtime's start (this script), registering the remotes,
// evaluating React's DOM package (the largest), the app's other modules, and starting the app.
async function start() {
  try {
    const map = await readRemotesMap();
    await nextTask();
    registerRemotes(toRemoteEntries(map, window.location.href));
  } catch (error: unknown) {
    console.error('Remote registration failed', error);
  }
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
  await nextTask();
  await startApp();
}

void start();
