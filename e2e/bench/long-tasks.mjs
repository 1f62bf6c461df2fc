#!/usr/bin/env node
// Finds what blocks the main thread while a page loads: opens each page in Chromium at 4x CPU
// throttling (a phone), signed in with a session cookie as the Lighthouse bench is, records a
// trace and a CPU profile, and prints every task of 50 ms and more (what Lighthouse, which
// multiplies the tasks it sees by four, counts as blocking), with what ran in it: the scripts
// evaluated, the functions that took the time (by source file, through the source maps), style
// and layout. Then the blocking time summed per page.
//   npm run build && npm run bench:long-tasks      (LONG_TASK_RUNS=3, LONG_TASK_PAGES=/dashboard,material)
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../support/chromium.mjs';
import { startLectern } from '../support/servers.mjs';
import { builtFile, packageOf } from './script-contents.mjs';
import { ADMIN, SESSION_COOKIE, demoMaterialPath, signedInCookie } from './signed-in.mjs';

const RUNS = Number(process.env.LONG_TASK_RUNS ?? 1);
const CPU_SLOWDOWN = Number(process.env.LONG_TASK_CPU ?? 4);
const LONG_MS = 50;

/** Source-mapped `file:line` of a profile frame in a built script. */
const maps = new Map();
function sourceOf(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  let urlPath;
  try {
    urlPath = new URL(frame.url).pathname;
  } catch {
    return frame.url;
  }
  const file = builtFile(urlPath);
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const map = maps.get(file);
  const short = urlPath.split('/').pop();
  if (!map) return `${short}:${frame.lineNumber + 1}`;
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return `${short}:${frame.lineNumber + 1}`;
  const source = pos.source.replace(/^webpack:\/\/lectern_[a-z]+\//, '').replace(/^.*node_modules\//, '');
  return `${source}:${pos.line}${pos.name ? ` ${pos.name}` : ''} [${packageOf(pos.source)}]`;
}

/** Self time of the profile's samples per source-mapped frame, within [from, to] (µs, trace clock). */
function profileSelfTimes(profile, from, to) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const key = node.callFrame.functionName === '(program)' || node.callFrame.functionName === '(garbage collector)' ? node.callFrame.functionName : sourceOf(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

async function record(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: new URL(url).origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,toplevel,loading',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await done;
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { events, profile, finalPath };
}

function analyse(events, profile) {
  const start = events.find((e) => e.name === 'TracingStartedInBrowser');
  // The page's renderer main thread: the one with the navigation's first paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).pop();
  const pid = fcp?.pid ?? nav?.pid;
  const tid = fcp?.tid ?? nav?.tid;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= LONG_MS);
  const t0 = nav?.ts ?? start?.ts ?? 0;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid).pop();
  const out = [];
  let tbt = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    tbt += task.dur / 1000 - LONG_MS;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const what = new Map();
    for (const e of inside) {
      const data = e.args?.data ?? {};
      let key = null;
      if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule') key = `${e.name} ${(data.url ?? '').split('/').pop()}`;
      else if (e.name === 'FunctionCall') key = `FunctionCall ${data.functionName || ''} ${(data.url ?? '').split('/').pop()}`;
      else if (['UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'XHRLoad', 'ResourceReceiveResponse', 'MajorGC', 'MinorGC', 'V8.GC_MC_BACKGROUND_MARKING', 'Decode Image', 'PrePaint', 'Commit'].includes(e.name)) key = `${e.name}${data.type ? ` ${data.type}` : ''}`;
      if (key) what.set(key, (what.get(key) ?? 0) + e.dur / 1000);
    }
    out.push({
      at: (task.ts - t0) / 1000,
      ms: task.dur / 1000,
      what: [...what].sort((a, b) => b[1] - a[1]).slice(0, 6),
      self: profile ? profileSelfTimes(profile, task.ts, end).slice(0, 12) : [],
    });
  }
  return { tasks: out, tbt, fcp: fcp ? (fcp.ts - t0) / 1000 : null, lcp: lcp ? (lcp.ts - t0) / 1000 : null };
}

assertChromium();
const lectern = await startLectern({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const cookie = await signedInCookie(lectern);
  const adminCookie = await signedInCookie(lectern, ADMIN);
  const pages = [
    { path: '/', session: null },
    { path: '/auth/signin', session: null },
    { path: '/dashboard', session: cookie },
    { path: '/dashboard/libraries', session: cookie },
    { path: 'material', session: cookie },
    { path: '/management', session: adminCookie },
  ];
  const only = process.env.LONG_TASK_PAGES?.split(',').map((name) => name.trim());
  for (const page of only ? pages.filter((p) => only.includes(p.path)) : pages) {
    const path = page.path === 'material' ? await demoMaterialPath(lectern, cookie) : page.path;
    const tbts = [];
    for (let run = 1; run <= RUNS; run += 1) {
      // Lighthouse's own first load warms the server; so does a first unrecorded one here.
      if (run === 1) await record(browser, `${lectern.url}${path}`, page.session);
      const { events, profile, finalPath } = await record(browser, `${lectern.url}${path}`, page.session);
      const { tasks, tbt, fcp, lcp } = analyse(events, profile);
      tbts.push(tbt);
      console.log(`\n=== ${path} run ${run} (ended on ${finalPath}): FCP ${fcp?.toFixed(0)} ms, LCP ${lcp?.toFixed(0)} ms, ${tasks.length} long task(s), blocking ${tbt.toFixed(0)} ms at ${CPU_SLOWDOWN}x`);
      for (const task of tasks) {
        console.log(`  task at ${task.at.toFixed(0)} ms: ${task.ms.toFixed(0)} ms`);
        for (const [key, ms] of task.what) console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${key}`);
        for (const [key, ms] of task.self) console.log(`      self ${ms.toFixed(1).padStart(6)} ms  ${key}`);
      }
    }
    const sorted = [...tbts].sort((a, b) => a - b);
    console.log(`${path}: blocking per run ${tbts.map((t) => t.toFixed(0)).join(', ')}; median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  await lectern.stop();
}
