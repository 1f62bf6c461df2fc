// The data folders the journeys' servers start from, each made once per run by a real first start
// (support/globalSetup.mjs): migrating the embedded database took about 2 s of every start, and
// seeding the demo materials and preparing their previews and text about 6 s of CPU more, during
// which a fresh server's demo cards still said "Preparing preview...".
import { startLectern } from './servers.mjs';

/** A first start on an empty folder without the demo data, stopped: migrated, the reference data loaded, no materials. */
export async function makePlainTemplate() {
  const first = await startLectern({ DEMO_DATA: 'false' });
  await first.stop({ keepData: true });
  return first.dataDir;
}

// Only this start reads /metrics; the token never reaches a template's later starts.
const METRICS_TOKEN = 'e2e-template-metrics-token-0123456789abcdef';
const JOBS_TIMEOUT_MS = 180_000;

/**
 * A first start with the demo data, stopped once its document jobs are all done: the demo
 * materials seeded, their previews and text ready. A later start on a copy seeds nothing again
 * (demo-data.ts skips a database with materials) and queues no job (queue-pending.ts skips files
 * already read); it still creates its ADMIN_EMAIL account, and still moves the demo study session
 * to the coming Thursday should it have ended.
 */
export async function makeDemoTemplate() {
  const first = await startLectern({ METRICS_TOKEN });
  try {
    await waitForDocumentJobs(first.url);
  } finally {
    await first.stop({ keepData: true });
  }
  return first.dataDir;
}

/**
 * Waits until the job queue, seen busy with the demo files' jobs, is empty again. The jobs are
 * queued in the background as the server starts, so an empty queue seen first may come before
 * them; no try may have failed, or the template would hold a material with no preview.
 */
async function waitForDocumentJobs(url) {
  const deadline = Date.now() + JOBS_TIMEOUT_MS;
  let seenBusy = false;
  while (Date.now() < deadline) {
    const { queued, failed } = await readJobs(url);
    if (failed > 0) throw new Error(`${failed} document job tries failed on the demo data template's first start`);
    if (queued > 0) seenBusy = true;
    else if (seenBusy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo data's document jobs were ${seenBusy ? 'not done' : 'never seen queued'} within ${JOBS_TIMEOUT_MS / 1000} s`);
}

/** Jobs queued or running, and tries failed, of every kind, from the server's Prometheus metrics. */
async function readJobs(url) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  let queued = 0;
  let failed = 0;
  for (const line of (await response.text()).split('\n')) {
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.startsWith('lectern_jobs{')) queued += value;
    else if (line.startsWith('lectern_job_failed_attempts_total{')) failed += value;
  }
  return { queued, failed };
}
