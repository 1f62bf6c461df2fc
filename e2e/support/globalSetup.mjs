import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertChromium } from './chromium.mjs';
import { ROOT } from './servers.mjs';

export default function globalSetup() {
  assertChromium();
  for (const built of ['server/dist/main.js', 'shell/dist/index.html', 'remote-landing/dist/mf-manifest.json']) {
    if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
}
