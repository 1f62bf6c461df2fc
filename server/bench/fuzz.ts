// npm run bench:fuzz [-- --runs N] [--seed S]: hostile requests (10,000 by default) over every
// route of the OpenAPI document, as anonymous, a student and an admin, on the embedded database
// (or TEST_DATABASE_URL's PostgreSQL when set). Prints how many were sent, how many answered
// 5xx or broke the error envelope (the target is 0 of each), and the first offenders.
// The generator and the checks are test/fuzz/*, shared with test/fuzz/fuzz.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../test/helpers/test-config.ts';
import { createTestDatabase } from '../test/helpers/test-database.ts';
import { describeReport, runFuzz } from '../test/fuzz/fuzz-runner.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string', default: '20261213' } } });
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run bench:fuzz -- [--runs N] [--seed S]');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-fuzz-'));
const database = await createTestDatabase();
// Errors the app logs go to stderr, so a 5xx's cause is on screen beside its request.
const app = await buildApp(testConfig({ DATA_DIR: dataDir, RATE_LIMIT_AUTH: '1000000', LOG_LEVEL: 'error' }), database.database, {
  logStream: process.stderr,
  printMailLine: () => undefined,
});
await app.ready();
console.log(`bench:fuzz: ${runs} requests, seed ${seed}, ${database.database.kind} database`);

let exitCode: number;
try {
  const report = await runFuzz(app, database.database.db, {
    runs,
    seed,
    onProgress: (sent) => {
      if (sent % 1000 === 0) console.log(`  ${sent} sent`);
    },
  });
  console.log(describeReport(report, seed, 5));
  console.log(`requests sent: ${report.sent}\n5xx: ${report.fiveXx}\nenvelope breaks: ${report.envelopeBreaks}\nhangs: ${report.hangs}`);
  exitCode = report.fiveXx + report.envelopeBreaks + report.hangs === 0 ? 0 : 1;
} finally {
  await app.close();
  await database.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
