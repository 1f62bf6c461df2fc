import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { readOutbox, type OutboxMessage } from './outbox.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from './test-database.ts';


export interface TestApp {
  app(): FastifyInstance;
  db(): Kysely<Database>;
  /** The app's clock: `clock.advance(ms)` moves time for sessions, tokens and rate limits. */
  clock: TestClock;
  /** This file's DATA_DIR (the outbox lives in it). */
  dataDir(): string;
  /** Every mail sent so far, oldest first (waits for the queue). */
  outbox(): Promise<OutboxMessage[]>;
  /** The mails to one address, oldest first. */
  mailsTo(email: string): Promise<OutboxMessage[]>;
  /** Everything the app logged (LOG_LEVEL in env decides how much). */
  logs(): string;
  /** The outbox's console lines (`Mail to <email>: <link>`). */
  mailLines: string[];
}

/**
 * One app on one migrated, seeded database for the whole test file, with its own DATA_DIR
 * (outbox), a test clock, and its logs captured. Rate limits are high unless env sets
 * RATE_LIMIT_AUTH (the clock stands still, so windows never end by themselves).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: Pick<BuildAppOptions, 'mailDelivery' | 'documentJobs' | 'office' | 'ocr' | 'messaging' | 'housekeepingEveryMs' | 'publishLocalBuilds'> = {},
): TestApp {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let dataDir = '';
  const clock = createTestClock();
  const logLines: string[] = [];
  const mailLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-test-'));
    testDatabase = await createTestDatabase();
    // A function is read here, after earlier beforeAll hooks (e.g. a test provider's URL).
    const values = typeof env === 'function' ? env() : env;
    app = await buildApp(testConfig({ DATA_DIR: dataDir, RATE_LIMIT_AUTH: '1000', ...values }), testDatabase.database, {
      logStream,
      clock: clock.clock,
      printMailLine: (line) => mailLines.push(line),
      // No LibreOffice unless a test asks: the Office files of most tests are not real documents.
      office: null,
      // Nor OCR: a test that reads photos' text passes the Tesseract it found.
      ocr: null,
      ...options,
    });
    await app.ready();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const outbox = async () => {
    await app.mailer.idle();
    return readOutbox(dataDir);
  };
  return {
    app: () => app,
    db: () => testDatabase.database.db,
    clock,
    dataDir: () => dataDir,
    outbox,
    mailsTo: async (email) => (await outbox()).filter((mail) => mail.to.toLowerCase() === email.toLowerCase()),
    logs: () => logLines.join(''),
    mailLines,
  };
}
