import { CHECK_REMOTES_MESSAGE } from './cacheRules.ts';

/** Where the server serves the worker (the shell's build root; scope: the whole site). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker, then asks it to check the remotes' versions now that the page has
 * loaded them: the worker keeps each remote's deployed version for offline use.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await container.ready;
  registration.active?.postMessage(CHECK_REMOTES_MESSAGE);
}
