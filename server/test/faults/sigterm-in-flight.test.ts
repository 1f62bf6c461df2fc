// Fault: SIGTERM arrives with 100 requests in flight (uploads whose bodies are still coming).
// Every one of them finishes (201, and its row is there afterwards); a request that arrives
// after the signal is answered 503 with Retry-After in the error envelope; the process exits 0.
import { multipart, uploadParts } from '../helpers/materials.ts';
import { sampleOoxml } from '../helpers/sample-files.ts';
import { call, envelopeOf, piecewiseUpload, signInOverHttp, type Answer, type PiecewiseUpload } from './helpers/http-client.ts';
import { ADMIN, tempFiles } from './helpers/server-process.ts';
import { useSpawnedSite } from './helpers/spawned-site.ts';
import { until } from '../helpers/wait.ts';

const IN_FLIGHT = 100;

const site = useSpawnedSite('lectern-fault-sigterm-');

test(`SIGTERM with ${IN_FLIGHT} requests in flight: all finish, new ones get 503 with Retry-After, exit 0`, async () => {
  const server = await site.start();
  const { port } = server;
  const bearer = await signInOverHttp(port, ADMIN.email, ADMIN.password);

  // Each upload (a distinct DOCX) is sent up to the middle of its file: the server is writing
  // all of them to temp files when the signal comes.
  const uploads: PiecewiseUpload[] = [];
  for (let i = 0; i < IN_FLIGHT; i++) {
    const file = sampleOoxml('docx');
    const body = multipart(uploadParts({ file: { content: file, filename: `notes-${i}.docx`, contentType: 'application/octet-stream' } }));
    const upload = piecewiseUpload(port, '/api/materials', { ...body.headers, ...bearer }, body.payload);
    upload.sendUntil(body.payload.indexOf(file) + Math.floor(file.length / 2));
    uploads.push(upload);
  }
  const early: string[] = [];
  for (const upload of uploads) void upload.answer.then((a) => early.push(`${a.status} ${a.body}`), () => undefined);
  await until(() => tempFiles(site.dataDir).length === IN_FLIGHT, `${IN_FLIGHT} uploads under way`, { timeoutMs: 90_000 }).catch((error: Error) => {
    throw new Error(`${error.message} (${tempFiles(site.dataDir).length} seen; answered early: ${early.join(', ')})\n${server.output()}`);
  });

  server.child.kill('SIGTERM');
  // New requests, on new connections, once the process has taken the signal in.
  let refused: Answer | null = null;
  await until(async () => {
    const answer = await call(port, 'GET', '/api/materials');
    if (answer.status === 503) refused = answer;
    return refused !== null;
  }, 'a new request to be refused');
  const answer = refused as unknown as Answer;
  expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  expect(envelopeOf(answer)).toMatchObject({ status: 'error', statusCode: 503, code: 'UNAVAILABLE' });
  const health = await call(port, 'GET', '/api/health');
  expect(health.status).toBe(503);
  expect(health.headers['retry-after']).toMatch(/^\d+$/);

  // The uploads in flight all finish normally.
  const answers = await Promise.all(uploads.map((upload) => upload.finish()));
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));

  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(await site.database.countMaterials(site.dataDir)).toBe(IN_FLIGHT);
}, 300_000);
