import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';

// Journeys in Debian's Chromium against the production build (run `npm run build` first;
// `npm run test:e2e` at the root does). Each spec starts its own server from server/dist.
export default defineConfig({
  testDir: './tests',
  // Two specs at a time, each with its own server: much of a journey is waiting (for a server,
  // a page, a reply), which the other one fills. A spec's tests run in order unless it
  // says otherwise (every-page.spec.ts and product.spec.ts, whose tests share nothing).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  globalSetup: './support/globalSetup.mjs',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
