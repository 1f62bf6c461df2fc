import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { assertChromium } from './chromium.mjs';
import { makeDemoTemplate, makePlainTemplate } from './data-templates.mjs';
import { DATA_TEMPLATE_ENV, DEMO_DATA_TEMPLATE_ENV, ROOT } from './servers.mjs';

/** Checks the build is there, and makes the data folders every journey's server copies (removed after). */
export default async function globalSetup() {
  assertChromium();
  for (const built of ['server/dist/main.js', 'shell/dist/index.html', 'remote-landing/dist/mf-manifest.json']) {
    if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  // One after the other: each first start is the only server running, on a machine with two cores.
  const templates = { [DATA_TEMPLATE_ENV]: await makePlainTemplate(), [DEMO_DATA_TEMPLATE_ENV]: await makeDemoTemplate() };
  // Workers start after this and inherit the environment.
  Object.assign(process.env, templates);
  return () => {
    for (const template of Object.values(templates)) rmSync(template, { recursive: true, force: true });
  };
}
