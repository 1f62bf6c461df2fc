#!/usr/bin/env node
// Loads / in Chromium against the production build and prints the gzip bytes of every
// JavaScript file the page fetched, and the total. Exits non-zero above the budget.
//   npm run build && npm run bench:bundle
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../support/chromium.mjs';
import { startLectern } from '../support/servers.mjs';

const BUDGET_BYTES = Number(process.env.BUNDLE_BUDGET_KB ?? 170) * 1024;

assertChromium();
const lectern = await startLectern();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let exitCode = 0;
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(lectern.url, { waitUntil: 'networkidle' });
  await page.getByRole('combobox').waitFor();

  const rows = [];
  for (const response of scripts) {
    const body = await response.body();
    rows.push({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('gzip KB    raw KB  file');
  for (const row of rows) console.log(`${kb(row.gzip)}  ${kb(row.raw)}  ${row.file}`);
  console.log(`${kb(total)}  total JavaScript for / (${rows.length} files); budget ${(BUDGET_BYTES / 1024).toFixed(0)} KB`);
  if (total > BUDGET_BYTES) {
    console.error(`Over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} KB`);
    exitCode = 1;
  }
} finally {
  await browser.close();
  await lectern.stop();
}
process.exit(exitCode);
