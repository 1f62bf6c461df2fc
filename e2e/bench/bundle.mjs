#!/usr/bin/env node
// Loads / in Chromium against the production build and prints the bytes that crossed the
// wire for every file the page fetched, counted the way the network counts them: the encoded
// body (brotli or gzip as the server sent it) plus the response's headers, each shown apart.
// Then the JavaScript total both ways (bodies; bodies and headers) and the whole page. Exits
// non-zero when the JavaScript, headers included, or the whole page is above its budget. Last,
// what the JavaScript's bodies hold, by package (from the builds' source maps), libraries apart
// from Lectern's own code.
//   npm run build && npm run bench:bundle
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../support/chromium.mjs';
import { startLectern } from '../support/servers.mjs';
import { builtFile, isLecternCode, wireBytesByPackage } from './script-contents.mjs';

// The team's decision: 145 KB for / with headers, and it must not grow (docs/spec-resolutions.md).
const SCRIPT_BUDGET_BYTES = Number(process.env.BUNDLE_BUDGET_KB ?? 145) * 1024;
const PAGE_BUDGET_BYTES = Number(process.env.PAGE_BUDGET_KB ?? 200) * 1024;

assertChromium();
const lectern = await startLectern();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let exitCode = 0;
try {
  const page = await browser.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(lectern.url, { waitUntil: 'networkidle' });
  await page.getByRole('combobox').waitFor();

  const rows = [];
  for (const request of finished) {
    const response = await request.response();
    const sizes = await request.sizes();
    rows.push({
      file: new URL(request.url()).pathname,
      type: request.resourceType(),
      wire: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
      encoding: response?.headers()['content-encoding'] ?? 'identity',
    });
  }
  rows.sort((a, b) => b.wire + b.headers - (a.wire + a.headers));
  const bodies = (list) => list.reduce((total, row) => total + row.wire, 0);
  const withHeaders = (list) => list.reduce((total, row) => total + row.wire + row.headers, 0);
  const scripts = rows.filter((row) => row.type === 'script');
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('body KB  headers B  total KB  encoding  type      file');
  for (const row of rows) console.log(`${kb(row.wire)}  ${String(row.headers).padStart(9)}  ${kb(row.wire + row.headers)}   ${row.encoding.padEnd(8)}  ${row.type.padEnd(8)}  ${row.file}`);
  const scriptTotal = withHeaders(scripts);
  const pageTotal = withHeaders(rows);
  console.log(`${kb(bodies(scripts))}  JavaScript for / on the wire, bodies only (${scripts.length} files)`);
  console.log(`${kb(scriptTotal)}  JavaScript for / on the wire, bodies and headers (${scripts.length} files); budget ${(SCRIPT_BUDGET_BYTES / 1024).toFixed(0)} KB`);
  console.log(`${kb(pageTotal)}  the whole page on the wire, bodies and headers (${rows.length} requests); budget ${(PAGE_BUDGET_BYTES / 1024).toFixed(0)} KB`);
  printContents(scripts);
  if (scriptTotal > SCRIPT_BUDGET_BYTES || pageTotal > PAGE_BUDGET_BYTES) {
    console.error('Over budget');
    exitCode = 1;
  }
} finally {
  await browser.close();
  await lectern.stop();
}
process.exit(exitCode);

/** The scripts' bodies by package, largest first, with the libraries' and Lectern's subtotals. */
function printContents(scripts) {
  const byPackage = new Map();
  for (const row of scripts) {
    for (const [pkg, bytes] of wireBytesByPackage(builtFile(row.file), row.wire)) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  const sum = (own) => [...byPackage].filter(([pkg]) => isLecternCode(pkg) === own).reduce((total, [, bytes]) => total + bytes, 0);
  console.log('\nbody KB  what the JavaScript for / holds (estimated from the source maps)');
  for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`${kb(bytes)}  ${pkg}`);
  console.log(`${kb(sum(false))}  libraries and the bundler's runtime`);
  console.log(`${kb(sum(true))}  Lectern's own code (shell, remotes, shared-api, shared-ui)`);
}
