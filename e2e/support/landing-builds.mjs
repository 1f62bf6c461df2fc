// The landing remote's builds the redeploy specs serve from a host of their own: the one
// `npm run build` made, and a variant differing only in its build id (the footer's
// "Build <id>"), built once per run. run-e2e.mjs builds the variant before the journeys and
// passes its folder in LECTERN_E2E_LANDING_VARIANT; a spec run without it builds one for its
// worker, the first time it is asked.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, run } from './servers.mjs';

export const VARIANT_ENV = 'LECTERN_E2E_LANDING_VARIANT';

/** Builds remote-landing into `<folder>/dist` with build id `id` (written to `<folder>/build-id`). */
export async function buildLandingVariant(folder, id) {
  const outDir = path.join(folder, 'dist');
  mkdirSync(outDir, { recursive: true });
  await run('npx', ['rspack', 'build', '--config', 'rspack.config.mjs'], {
    cwd: path.join(ROOT, 'remote-landing'),
    env: { ...process.env, NODE_ENV: 'production', LECTERN_BUILD_ID: id, LECTERN_OUTPUT_PATH: outDir },
  });
  writeFileSync(path.join(folder, 'build-id'), id);
}

/** The variant build: `{ dir, id }`. */
export async function landingVariant() {
  let folder = process.env[VARIANT_ENV];
  if (!folder || !existsSync(path.join(folder, 'build-id'))) {
    folder = mkdtempSync(path.join(tmpdir(), 'lectern-landing-variant-'));
    await buildLandingVariant(folder, `e2e-variant-${Date.now()}`);
    process.env[VARIANT_ENV] = folder;
  }
  return { dir: path.join(folder, 'dist'), id: readFileSync(path.join(folder, 'build-id'), 'utf8') };
}

/** The production build in remote-landing/dist and the build id its prerendered footer names. */
export function mainLandingBuild() {
  const dir = path.join(ROOT, 'remote-landing/dist');
  const pages = readFileSync(path.join(dir, 'prerender/pages.json'), 'utf8');
  const id = /Build ([^\s<"\\]+)/.exec(pages)?.[1];
  if (!id) throw new Error('remote-landing/dist/prerender/pages.json names no build id: run npm run build first');
  return { dir, id };
}
