// The server runs jest in native ESM mode (kysely 0.29 is ESM-only): SWC strips types and
// keeps `import`, and the "@lectern/source" condition resolves the contract to its source.

/**
 * The slow tier (`npm run test:slow`; `.ci/run` runs it after `npm test`): tests that start the
 * server as its own process (through tsx, seconds each), the event-loop overload test, the
 * 2,000-request fuzz run, LibreOffice, the PDF reader's limits, and the whole-site operations (backup and
 * restore, the demo site, photos made into PDFs). `npm test`
 * runs everything else; LECTERN_TEST_TIER=slow runs only these, =all runs both (the PostgreSQL pass).
 */
const SLOW_TESTS = [
  'test/fuzz/fuzz.test.ts',
  'test/startup/main.test.ts',
  'test/faults/kill-during-upload.test.ts',
  'test/faults/sigterm-in-flight.test.ts',
  'test/faults/postgres-restart.test.ts',
  // In-process, but it holds the event loop for seconds at a time on purpose (about 15 s in all).
  'test/faults/overload.test.ts',
  'test/backup/backup-commands.test.ts',
  'test/scale/two-servers.test.ts',
  // Starts LibreOffice for each conversion (1-2 s each; skipped where it is not installed).
  'test/domain/documents/office-libreoffice.test.ts',
  // Real LibreOffice conversions through the upload and the job (about 12 s).
  'test/api/materials/office-documents.test.ts',
  // Whole-site operations, 10-20 s each: a backup of everything restored into an empty site, the
  // demo site made with its PDFs and their document jobs, photos made into PDFs by child processes.
  // (The first two also run on PostgreSQL in the PostgreSQL pass.)
  'test/backup/backup-restore.test.ts',
  'test/seed/demo-data.test.ts',
  'test/api/materials/upload-photos.test.ts',
  // Tesseract reading photos, and one that hangs until it is killed (child processes, 10-20 s each).
  'test/api/materials/photos-ocr.test.ts',
  'test/domain/documents/ocr.test.ts',
  // The bots end to end: each channel's journey through the webhook, the job and the
  // fake service, and one update at two servers. All three run on PostgreSQL in that pass too.
  'test/messaging/telegram-journey.test.ts',
  'test/messaging/whatsapp-journey.test.ts',
  'test/messaging/two-servers.test.ts',
  // PDFs made to hit the PDF reader's limits, each read by a child process until it is killed.
  'test/api/materials/document-limits.test.ts',
  // Study groups: a thread posted on one server reaches a live stream on another
  // (two apps listening; on PostgreSQL each with its own LISTEN).
  'test/groups/live-two-servers.test.ts',
  // `npm run release` run as a process each time (1-2 s a run): over HTTP with a deploy key, on
  // the database straight, and through a running server's control socket.
  'test/release-cli/http-mode.test.ts',
  'test/release-cli/local-mode.test.ts',
  'test/release-cli/socket-mode.test.ts',
];
const ALL_TESTS = ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'];
/**
 * The PostgreSQL pass (`npm run test:postgres`, TEST_DATABASE_URL set): the tests whose outcome
 * can depend on the database server, slow ones included: API routes, sign-in and sessions, the
 * access matrix, races and shared state across processes, backups, the seed, and PostgreSQL's faults.
 * Static serving, storage, start-up checks and caches run on PGlite only: their SQL is the API's.
 */
const POSTGRES_TESTS = [
  'test/api/**/*.test.ts',
  'test/auth/**/*.test.ts',
  'test/access/**/*.test.ts',
  'test/scale/**/*.test.ts',
  'test/backup/**/*.test.ts',
  'test/seed/**/*.test.ts',
  'test/faults/postgres-restart.test.ts',
  'test/faults/kill-during-upload.test.ts',
  // A statement past STATEMENT_TIMEOUT_MS cancelled (the embedded database has no such limit).
  'test/faults/statement-timeout.test.ts',
  'test/jobs/**/*.test.ts',
  // Messaging: deliveries handled once across servers, link codes used once, the
  // reply job and both channels' journeys, on the database servers share.
  'test/messaging/two-servers.test.ts',
  'test/messaging/links.test.ts',
  'test/messaging/reply-job.test.ts',
  'test/messaging/telegram-journey.test.ts',
  'test/messaging/whatsapp-journey.test.ts',
  // Send limits counted in the database: two servers together send at one bot's rate.
  'test/messaging/send-limits-two-servers.test.ts',
  // Study groups: live streams across servers through LISTEN/NOTIFY, ended with their
  // session (the database's trigger announces a deleted one), and the member limit's race (five
  // people for the last place) and the group rules on a real server.
  'test/groups/live-two-servers.test.ts',
  'test/groups/live-session-ends.test.ts',
  'test/groups/members-routes.test.ts',
  'test/groups/groups-routes.test.ts',
  // `npm run release` over HTTP, and straight on DATABASE_URL (the socket is the embedded database's only).
  'test/release-cli/http-mode.test.ts',
  'test/release-cli/local-mode.test.ts',
];
const TIERS = {
  fast: { testMatch: ALL_TESTS, testPathIgnorePatterns: ['/node_modules/', ...SLOW_TESTS.map((file) => `<rootDir>/${file}$`)] },
  slow: { testMatch: SLOW_TESTS.map((file) => `<rootDir>/${file}`) },
  all: { testMatch: ALL_TESTS },
  postgres: { testMatch: POSTGRES_TESTS.map((glob) => `<rootDir>/${glob}`) },
};
const tier = process.env.LECTERN_TEST_TIER ?? 'fast';
if (!(tier in TIERS)) throw new Error(`LECTERN_TEST_TIER must be one of ${Object.keys(TIERS).join(', ')}, got ${tier}`);
if (tier === 'postgres' && !process.env.TEST_DATABASE_URL) {
  throw new Error('the PostgreSQL pass needs TEST_DATABASE_URL: run `npm run test:postgres` at the root (it starts a throwaway server)');
}

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  testEnvironmentOptions: {
    customExportConditions: ['@lectern/source', 'node'],
  },
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  // CommonJS dependencies that require() ESM-only packages get a shim: see test/esm-shims/README.md.
  resolver: '<rootDir>/test/esm-shims/resolver.cjs',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  ...TIERS[tier],
  clearMocks: true,
  // One migrated, seeded database per run, copied by each file (test/helpers/test-database.ts).
  globalSetup: '<rootDir>/test/helpers/global-setup.mjs',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.mjs',
  // PGlite needs seconds to start on a busy machine.
  testTimeout: 30_000,
  // Three on two cores: a file spends part of its time waiting (PGlite's start, sockets, timers),
  // and a third worker fills it (measured: 254 s with two, 221 s with three). PGlite is
  // memory-hungry, but three stay under 2 GB.
  maxWorkers: 3,
  // A worker keeps what each file loaded (its modules, PGlite's memory): by its twentieth file
  // the heap was 600 MB and every file ran 3-4 times slower than alone. A worker over this after a
  // file is replaced (measured: the suite 292 s -> 201 s, CPU 498 s -> 325 s, on two cores).
  workerIdleMemoryLimit: '250MB',
};
