#!/usr/bin/env node
// A first visit's install: loads / in a fresh Chromium against the production build and waits
// until the service worker has kept the shell and every remote's current version (what going
// offline needs). Prints the bytes that crossed the wire, counted on the TCP connections
// themselves (a proxy in front of the server: headers and encoded bodies, as the network carries
// them): for the page to load, and then for the service worker's install. What a student pays
// on metered data the first time, before reading anything.
//   npm run build && npm run bench:install
import { createConnection, createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../support/chromium.mjs';
import { offlineReadyInPage } from '../support/offline-ready.mjs';
import { startLectern } from '../support/servers.mjs';

/** A TCP proxy to the server (its address told once it runs) that counts what the server sends. */
async function countingProxy() {
  let received = 0;
  let target = null;
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port), target.hostname);
    upstream.on('data', (chunk) => (received += chunk.length));
    client.pipe(upstream).on('error', () => client.destroy());
    upstream.pipe(client).on('error', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, to: (url) => (target = new URL(url)), received: () => received, close: () => server.close() };
}

assertChromium();
const proxy = await countingProxy();
// The site's own address is the proxy's: every absolute URL it writes (the remotes') goes through it too.
const lectern = await startLectern({ PUBLIC_URL: proxy.url });
proxy.to(lectern.url);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(proxy.url, { waitUntil: 'networkidle' });
  await page.getByRole('combobox').waitFor();
  const pageBytes = proxy.received();
  // Asked again every quarter second (waitForFunction would take the pending promise for a yes).
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate(offlineReadyInPage))) {
    if (Date.now() > deadline) throw new Error('the service worker did not keep the site within 2 minutes');
    await page.waitForTimeout(250);
  }
  const total = proxy.received();
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
  console.log(`${kb(pageBytes)} KB  / loaded (every response, headers included)`);
  console.log(`${kb(total - pageBytes)} KB  then the service worker's install: the shell and every remote kept for offline`);
  console.log(`${kb(total)} KB  a first visit in all`);
} finally {
  await browser.close();
  proxy.close();
  await lectern.stop();
}
