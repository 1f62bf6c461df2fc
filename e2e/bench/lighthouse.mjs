#!/usr/bin/env node
// Runs Lighthouse (mobile emulation, simulated throttling: its default config) on `/`,
// `/auth/signin` and the signed-in pages (`/dashboard`, `/dashboard/libraries`, a demo material's
// page, and `/management` as the admin) against the production build, several times
// each, and prints every run and the median score, LCP, TBT and CLS. Exits non-zero when a
// median falls below its floor.
//   npm run build && npm run bench:lighthouse        (LIGHTHOUSE_RUNS=1 for a quick look;
//   LIGHTHOUSE_PAGES=/dashboard,material,/management for some pages only)
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../support/chromium.mjs';
import { startLectern } from '../support/servers.mjs';
import { ADMIN, SESSION_COOKIE, demoMaterialPath, signedInCookie } from './signed-in.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a positive integer, got ${process.env.LIGHTHOUSE_RUNS}`);

// Floors, not targets: they leave room for a noisy 2-core CI machine shared with other jobs,
// so only a real regression fails the build. Lighthouse counts each observed task four times
// over and only its part beyond 50 ms blocks, so blocking time on this machine swings with its
// CPU index (1100-2300 from one run to the next): single runs of / range from 6 to 456 ms.
// Medians of five measured here once a remote's shared packages started one per task (two of
// them before the federation runtime also stopped reading localStorage): / scores 96-100 (blocking time 13-227 ms),
// /auth/signin 97-100 (38-204 ms), both with LCP 0.7-0.8 s (a prerendered page paints before any
// script runs; LCP does not depend on the CPU index). The public pages' floor is the issue's:
// score 85 and LCP 2.5 s; a median below 85 takes three runs of five below it. The signed-in
// pages (/dashboard, /dashboard/libraries, a material page, /management) are rendered by the
// server for the person and now paint from their HTML like the public pages: medians
// of 98-100 with LCP 0.7-1.2 s, where the browser-rendered versions scored 78-95 with LCP
// 2.5-2.6 s. They share the public pages' floor.
const PUBLIC_FLOOR = { score: 85, lcpMs: 2500 };
const SIGNED_IN_FLOOR = PUBLIC_FLOOR;

/** One Lighthouse run; the figures that matter, or null ones with the reason when the run failed. */
async function measure(url, port) {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  const numeric = (id) => lhr?.audits[id]?.numericValue ?? null;
  const score = lhr?.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    error: lhr?.runtimeError?.message ?? (lhr ? null : 'Lighthouse returned no result'),
    finalPath: lhr?.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : null,
    // Lighthouse's own CPU probe: a busy or slow machine scores low and inflates TBT and the score loss.
    benchmarkIndex: lhr?.environment?.benchmarkIndex ?? null,
  };
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const cell = (value, width, digits = 0) => (value === null ? '—' : value.toFixed(digits)).padStart(width);
const row = (label, { score, lcpMs, tbtMs, cls, benchmarkIndex }) =>
  `${label.padEnd(16)}${cell(score, 6)}${cell(lcpMs, 9)}${cell(tbtMs, 8)}${cell(cls, 8, 3)}${benchmarkIndex === undefined ? '' : cell(benchmarkIndex, 10)}`;

assertChromium();
const lectern = await startLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
let chrome;
let cdp;
const failures = [];
try {
  const cookie = await signedInCookie(lectern);
  const adminCookie = await signedInCookie(lectern, ADMIN);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  // The session as a browser holds it: a cookie in the jar (Lighthouse's storage reset leaves
  // cookies), not a header added to every request (which the service worker's and the page's
  // own requests did not all carry: runs ended on the sign-in page).
  cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const jar = cdp.contexts()[0];
  const pages = [
    { path: '/', floor: PUBLIC_FLOOR },
    { path: '/auth/signin', floor: PUBLIC_FLOOR },
    { path: '/dashboard', floor: SIGNED_IN_FLOOR, session: cookie },
    { path: '/dashboard/libraries', floor: SIGNED_IN_FLOOR, session: cookie },
    { path: await demoMaterialPath(lectern, cookie), floor: SIGNED_IN_FLOOR, session: cookie },
    { path: '/management', floor: SIGNED_IN_FLOOR, session: adminCookie },
  ];

  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const measured = only ? pages.filter((page) => only.some((name) => (name === 'material' ? page.path.startsWith('/material/') : page.path === name))) : pages;

  console.log(`Lighthouse ${RUNS} run(s) per page, mobile emulation, simulated throttling, against ${lectern.url}`);
  for (const page of measured) {
    await jar.clearCookies();
    if (page.session) await jar.addCookies([{ name: SESSION_COOKIE, value: page.session, url: lectern.url }]);
    console.log(`\n${page.path}${page.session ? ' (signed in)' : ''}`);
    console.log(`${'run'.padEnd(16)}${'score'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(8)}${'CLS'.padStart(8)}${'CPU index'.padStart(10)}`);
    const runs = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const run = await measure(`${lectern.url}${page.path}`, chrome.port);
      runs.push(run);
      const notes = [run.error && `error: ${run.error}`, run.finalPath && run.finalPath !== page.path && `ended on ${run.finalPath}`].filter(Boolean);
      console.log(`${row(`#${i}`, run)}${notes.length ? `  (${notes.join('; ')})` : ''}`);
    }
    const med = {
      score: median(runs.map((r) => r.score)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
    };
    console.log(row('median', med));
    console.log(`${'floor'.padEnd(16)}${`≥${page.floor.score}`.padStart(6)}${`≤${page.floor.lcpMs}`.padStart(9)}`);
    if (med.score === null || med.score < page.floor.score) failures.push(`${page.path}: median score ${med.score ?? 'none'} < ${page.floor.score}`);
    if (med.lcpMs === null || med.lcpMs > page.floor.lcpMs) failures.push(`${page.path}: median LCP ${med.lcpMs?.toFixed(0) ?? 'none'} ms > ${page.floor.lcpMs} ms`);
    if (page.session && runs.some((r) => r.finalPath && r.finalPath !== page.path)) failures.push(`${page.path}: a run did not stay on the page (was the session refused?)`);
  }
} finally {
  // chrome.kill() is synchronous in chrome-launcher 1.x; awaiting is harmless either way.
  await cdp?.close();
  if (chrome) await chrome.kill();
  await lectern.stop();
}

if (failures.length > 0) {
  console.error(`\nBelow the floor:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll medians above their floors.');
