#!/usr/bin/env node
// The Playwright journeys in Chromium against the production build (run after `npm run build`).
// The one other build they need, the landing remote with another build id for the redeploy
// specs, is made here once and shared by them (support/landing-builds.mjs).
// The API suite on PostgreSQL is its own command: `npm run test:postgres`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VARIANT_ENV, buildLandingVariant } from '../support/landing-builds.mjs';
import { ROOT, run } from '../support/servers.mjs';

const variant = mkdtempSync(path.join(tmpdir(), 'lectern-landing-variant-'));
let failed = false;
try {
  console.log('\n== The landing remote with another build id');
  await buildLandingVariant(variant, `e2e-variant-${Date.now()}`);
  console.log('\n== Playwright journeys');
  await run('npx', ['playwright', 'test'], { cwd: path.join(ROOT, 'e2e'), env: { ...process.env, [VARIANT_ENV]: variant } });
} catch (error) {
  console.error(`end-to-end run failed: ${error.message}`);
  failed = true;
} finally {
  rmSync(variant, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
