import type { Page } from '@playwright/test';
import { offlineReadyInPage } from './offline-ready.mjs';

/** The service worker controls the page, and has kept the shell (app shell and offline page) and every remote's current version. */
export function offlineReady(page: Page): Promise<boolean> {
  return page.evaluate(offlineReadyInPage);
}
