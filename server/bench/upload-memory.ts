// The server's memory while a 20 MB file uploads and then while its document job makes the
// preview and reads the text (the budget: under 30 MB above idle, docs/spec-resolutions.md; reading the PDF happens in a child
// process). Sampled from outside every 10 ms through /proc: the server's resident memory, and each
// child process's peak (VmHWM, which the kernel keeps, so a peak between samples is not missed).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { childrenOf, procStatusBytes, rssOf } from './harness.ts';

/** A job still pending after this is reported as such. */
const JOB_WAIT_MS = 120_000;

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

export async function uploadMemory(server: ChildProcess, base: string, token: string, file: string, label: string): Promise<string> {
  const pid = server.pid!;
  const idle = rssOf(pid);
  let peakUpload = idle;
  let peakJob = idle;
  let phase: 'upload' | 'job' = 'upload';
  const childPeaks = new Map<number, number>();
  const sampler = setInterval(() => {
    const rss = rssOf(pid);
    if (phase === 'upload') peakUpload = Math.max(peakUpload, rss);
    else peakJob = Math.max(peakJob, rss);
    for (const child of childrenOf(pid)) childPeaks.set(child, Math.max(childPeaks.get(child) ?? 0, procStatusBytes(child, 'VmHWM')));
  }, 10);
  try {
    const form = new FormData();
    form.set('label', `Bench upload ${label}`);
    form.set('classification', 'lecture-notes');
    form.set('visibility', 'public');
    form.set('restriction', 'downloadable');
    form.set('tags', '[]');
    form.set('file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), 'bench.pdf');
    const auth = { authorization: `Bearer ${token}` };
    const started = Date.now();
    const res = await fetch(`${base}/api/materials`, { method: 'POST', body: form, headers: auth });
    const took = Date.now() - started;
    const body = (await res.json()) as { data?: { id: string; previewStatus: string } };
    phase = 'job';
    let status = body.data?.previewStatus ?? 'none';
    while (body.data && status === 'pending' && Date.now() - started < JOB_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const material = (await (await fetch(`${base}/api/materials/${body.data.id}`, { headers: auth })).json()) as { data: { previewStatus: string } };
      status = material.data.previewStatus;
    }
    const jobMs = Date.now() - started - took;
    const childPeak = Math.max(0, ...childPeaks.values());
    const children = childPeaks.size > 0 ? `; ${childPeaks.size} child process(es), peak RSS ${mb(childPeak)}` : '; no child process seen';
    return (
      `${label} upload of ${mb(fs.statSync(file).size)}: ${res.status} in ${took} ms, preview ${status} ${jobMs} ms later; ` +
      `server RSS ${mb(idle)} idle, peak ${mb(peakUpload)} during the upload (+${mb(peakUpload - idle)}), ` +
      `${mb(peakJob)} until its job was done (+${mb(Math.max(0, peakJob - idle))})${children}`
    );
  } finally {
    clearInterval(sampler);
  }
}
