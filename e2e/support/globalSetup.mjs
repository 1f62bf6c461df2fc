import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { assertChromium } from './chromium.mjs';
import { DATA_TEMPLATE_ENV, makeDataTemplate, ROOT } from './servers.mjs';

/** Checks the build is there, and makes the migrated data folder every journey's server copies (removed after). */
export default async function globalSetup() {
  assertChromium();
  for (const built of ['server/dist/main.js', 'shell/dist/index.html', 'remote-landing/dist/mf-manifest.json']) {
    if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const template = await makeDataTemplate();
  // Workers start after this and inherit the environment.
  process.env[DATA_TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
