// 2,000 hostile requests over every route of the OpenAPI document (the full 10,000 run is
// `npm run bench:fuzz`): not one may answer 5xx, break the error envelope or hang. The seed is
// fixed so a failure is the same failure on every machine; FUZZ_SEED and FUZZ_RUNS change them.
import { useTestApp } from '../helpers/test-app.ts';
import { describeReport, runFuzz } from './fuzz-runner.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261213);

// Sign-in and sign-up are fuzzed hundreds of times from one address; the clock stands still.
const t = useTestApp({ RATE_LIMIT_AUTH: '1000000' });

test(`${RUNS} hostile requests: no 5xx, no broken envelope`, async () => {
  const report = await runFuzz(t.app(), t.db(), { runs: RUNS, seed: SEED });
  const summary = describeReport(report, SEED, 10);
  if (report.fiveXx + report.envelopeBreaks + report.hangs > 0) throw new Error(summary);
  expect(report.sent).toBe(RUNS);
}, 180_000);
