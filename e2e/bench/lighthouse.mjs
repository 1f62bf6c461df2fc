#!/usr/bin/env node
// Runs Lighthouse (mobile emulation, simulated throttling: its default config) on `/`,
// `/auth/signin` and a signed-in `/dashboard` against the production build, several times
// each, and prints every run and the median score, LCP, TBT and CLS. Exits non-zero when a
// median falls below its floor.
//   npm run build && npm run bench:lighthouse        (LIGHTHOUSE_RUNS=1 for a quick look)
import { request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PASSWORD, createVerifiedAccount } from '../support/accounts.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../support/chromium.mjs';
import { startLectern } from '../support/servers.mjs';

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
// /dashboard, which has no prerendered markup but carries the answers to its first reads
// (shown in its first render), scores 95-96 with LCP 2.2-2.4 s: its first screen waits for all
// the JavaScript. Its target is score >= 85 and LCP <= 2.5 s; its floor leaves a slower machine
// 0.9 s (a page zoomed out to a row of cards, or a loading state the data moves, measured 3.0 s
// and score 70-80).
const PUBLIC_FLOOR = { score: 85, lcpMs: 2500 };
const DASHBOARD_FLOOR = { score: 75, lcpMs: 3500 };

const SESSION_COOKIE = 'lectern_session';

/** Signs a fresh verified student in through the API and returns the session cookie's value. */
async function signedInCookie(lectern) {
  const api = await request.newContext();
  try {
    const email = await createVerifiedAccount(api, lectern);
    const login = await api.post(`${lectern.url}/api/auth/login`, {
      data: { email, password: PASSWORD },
      headers: { Origin: lectern.url },
    });
    if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
    const setCookie = login.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${SESSION_COOKIE}=`));
    const token = setCookie?.value.slice(SESSION_COOKIE.length + 1).split(';')[0];
    if (!token) throw new Error(`sign-in set no ${SESSION_COOKIE} cookie`);
    // Make sure the cookie alone is a session, so a redirect to the sign-in page is not measured as the dashboard.
    const profile = await fetch(`${lectern.url}/api/user/profile`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    if (profile.status !== 200) throw new Error(`the session cookie was refused: /api/user/profile answered ${profile.status}`);
    return token;
  } finally {
    await api.dispose();
  }
}

/** One Lighthouse run; the figures that matter, or null ones with the reason when the run failed. */
async function measure(url, port, extraHeaders) {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'], extraHeaders });
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
const lectern = await startLectern();
let chrome;
const failures = [];
try {
  const cookie = await signedInCookie(lectern);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const pages = [
    { path: '/', floor: PUBLIC_FLOOR },
    { path: '/auth/signin', floor: PUBLIC_FLOOR },
    { path: '/dashboard', floor: DASHBOARD_FLOOR, extraHeaders: { Cookie: `${SESSION_COOKIE}=${cookie}` } },
  ];

  console.log(`Lighthouse ${RUNS} run(s) per page, mobile emulation, simulated throttling, against ${lectern.url}`);
  for (const page of pages) {
    console.log(`\n${page.path}${page.extraHeaders ? ' (signed in)' : ''}`);
    console.log(`${'run'.padEnd(16)}${'score'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(8)}${'CLS'.padStart(8)}${'CPU index'.padStart(10)}`);
    const runs = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const run = await measure(`${lectern.url}${page.path}`, chrome.port, page.extraHeaders);
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
    if (page.path === '/dashboard' && runs.some((r) => r.finalPath && r.finalPath !== page.path)) failures.push('/dashboard: a run did not stay on the dashboard (was the session refused?)');
  }
} finally {
  // chrome.kill() is synchronous in chrome-launcher 1.x; awaiting is harmless either way.
  if (chrome) await chrome.kill();
  await lectern.stop();
}

if (failures.length > 0) {
  console.error(`\nBelow the floor:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll medians above their floors.');
