// How long POST /api/materials takes to answer a 20 MB PDF (5 uploads, the median), on the app
// in-process over the embedded database: the server's own work for an upload, without the
// network. The answer does not wait for the preview (the document job makes it
// afterwards), which is what this shows; each upload's job is let finish before the next.
//   node --import tsx --conditions=@lectern/source server/bench/upload-time.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { MemoryQueue } from '../src/platform/jobs/memory-queue.ts';
import { createUser, signIn } from '../test/helpers/accounts.ts';
import { multipart } from '../test/helpers/materials.ts';
import { createTestDatabase } from '../test/helpers/test-database.ts';
import { paddedPdf } from './padded-pdf.ts';

const RUNS = 5;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-upload-time-'));
const { database, cleanup } = await createTestDatabase();
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_AUTH: '1000', MAX_EVENT_LOOP_DELAY_MS: '0' }, os.tmpdir()), database);
await app.ready();
const session = await signIn(app, await createUser(database.db, { verified: true }));
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const body = multipart([
    { name: 'label', value: `Upload ${run}` },
    { name: 'classification', value: 'lecture-notes' },
    { name: 'file', filename: 'big.pdf', content: paddedPdf(20 * 1024 * 1024 - 4096 - run), contentType: 'application/pdf' },
  ]);
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/materials', payload: body.payload, headers: { ...body.headers, ...session.bearer } });
  times.push(performance.now() - started);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  await (app.jobs as MemoryQueue).idle();
}
times.sort((a, b) => a - b);
console.log(`20 MB PDF upload, answered in (in-process, ${RUNS} runs): median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)}, max ${times[RUNS - 1]!.toFixed(0)}`);
await app.close();
await cleanup();
fs.rmSync(dataDir, { recursive: true, force: true });
