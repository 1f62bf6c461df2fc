import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { registerAuth, type Auth } from './http/auth.ts';
import { createGoogleProvider } from './platform/oidc/provider.ts';
import { createReplayGuard } from './platform/oidc/replay-guard.ts';
import { createSessions, prepareDummyHash } from './domain/auth/index.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { createInvalidationBus, type InvalidationBus } from './platform/cache/invalidation.ts';
import { ReferenceCache } from './http/reference-cache.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { AppDatabase } from './platform/db/connect.ts';
import { registerReadRouting } from './http/read-routing.ts';
import type { AppDeps } from './http/app-deps.ts';
import { COMPRESS_ABOVE_BYTES, COMPRESSIBLE, CONTENT_CODINGS } from './http/compression.ts';
import { ErrorEnvelope } from './http/envelope.ts';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { MESSAGES_KEYWORD, TRIM_KEYWORD, trimMarkedFields } from './http/field-messages.ts';
import { loggerOptions } from './http/logging.ts';
import { registerOverloadProtection } from './http/overload.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseHostileRequestText } from './platform/fields/text-input.ts';
import { createMailer, type Delivery, type Mailer } from './platform/mail/mailer.ts';
import { announcementRoutes } from './routes/announcements/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { blogRoutes } from './routes/blogs/index.ts';
import { courseRoutes } from './routes/courses/index.ts';
import { folderRoutes } from './routes/folders/index.ts';
import { groupRoutes } from './routes/groups/index.ts';
import { namePluginsOnRegister } from './http/plugin-names.ts';
import { lazyCompilersFactory } from './http/lazy-schema-compilers.ts';
import { GroupLiveHub, groupAnnouncer } from './domain/groups/index.ts';
import { botRoutes } from './routes/bots/index.ts';
import { createChannelClients } from './platform/messaging/create.ts';
import { healthRoutes } from './routes/health.ts';
import { materialRoutes } from './routes/materials/index.ts';
import { materialRequestsRoutes } from './routes/material-requests/index.ts';
import { moderatorRoutes } from './routes/moderators/index.ts';
import { notificationRoutes } from './routes/notifications/index.ts';
import { referenceDataRoutes } from './routes/reference-data.ts';
import { ListCache } from './domain/materials/index.ts';
import { reviewRoutes } from './routes/review/index.ts';
import { rewardRoutes } from './routes/rewards/index.ts';
import { searchRoutes } from './routes/search.ts';
import { statsRoutes } from './routes/stats.ts';
import { userRoutes } from './routes/user/index.ts';
import { oneOriginStatic } from './static/one-origin.ts';
import { createReleases, publishLocalBuilds, type Releases } from './domain/releases/index.ts';
import { releaseRoutes } from './routes/releases/index.ts';
import { clientErrorRoutes } from './routes/client-errors.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { toSessionUser } from './domain/users/index.ts';
import { createFileStorage, createFileTree } from './platform/storage/create.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import { createJobQueue } from './platform/jobs/create.ts';
import type { JobPolicy, JobQueue } from './platform/jobs/job-queue.ts';
import { startHousekeeping, type Housekeeping } from './setup/housekeeping.ts';
import {
  BOT_NOTICE_POLICY,
  BOT_REPLY_POLICY,
  GROUP_NOTICE_POLICY,
  REQUEST_NOTICE_POLICY,
  botNoticeJob,
  botReplyJob,
  groupNoticeJob,
  queueUnanswered,
  requestNoticeJob,
  type MessagingDeps,
} from './domain/messaging/index.ts';
import type { ChannelClient } from './platform/messaging/channel.ts';
import type { MessagingChannel } from '@lectern/shared-api/contract';
import { findOcr, OCR_OFF_MESSAGE, type Ocr } from './platform/ocr/tesseract.ts';
import { OFFICE_OFF_MESSAGE, PDF_LIMITS, PREPARE_POLICY, findOfficeConverter, prepareDocumentJob, queuePendingDocuments, type OfficeConverter, type PdfLimits } from './domain/documents/index.ts';

// The docs UI loads only its own files but sets inline styles, so it gets its own policy
// (still no 'unsafe-eval'; no upgrade-insecure-requests, which breaks plain-http hosts).
const API_DOCS_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

// JSON bodies are small (forms); uploads will come through multipart with their own limit.
const JSON_BODY_LIMIT = 64 * 1024;

// A stuck mail server must not hold a shutdown for long.
const MAIL_DRAIN_ON_CLOSE_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail queue: `await app.mailer.idle()` waits for every queued message. */
    mailer: Mailer;
    /** requireUser / requireRole preHandlers and sessions (also given to route plugins in AppDeps). */
    auth: Auth;
    /** Background jobs (tests: `await (app.jobs as MemoryQueue).idle()`). */
    jobs: JobQueue;
    /** This server's live hub: the open group event streams (routes/groups/events.ts). */
    groupHub: GroupLiveHub;
    /** The remotes' releases as this server holds them (tests publish builds through it). */
    releases: Releases;
    /** Prometheus metrics (deps.metrics; tests count views and errors through it). */
    metrics: Metrics;
  }
}

export interface BuildAppOptions {
  /** Where logs go; tests pass a stream to read them. Defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** The time as the app sees it (sessions, tokens, rate limits); tests move it. */
  clock?: Clock;
  /** Where the outbox prints `Mail to <email>: <link>`; stdout by default. */
  printMailLine?: (line: string) => void;
  /** Replaces mail delivery (tests of a failing mail server). */
  mailDelivery?: Delivery;
  /** Where material files go; main.ts passes the one it swept. Defaults to the config's (DATA_DIR/files). */
  storage?: FileStorage;
  /** Cache invalidation between processes; by default LISTEN/NOTIFY with DATABASE_URL, in-process otherwise. */
  invalidation?: InvalidationBus;
  /** Background jobs; by default the config's (createJobQueue). */
  jobs?: JobQueue;
  /** LibreOffice for Office previews; by default the one found on this machine (null: none). */
  office?: OfficeConverter | null;
  /** Tesseract for the text of photos and scans; left out, it is looked for (TESSERACT_PATH, else on PATH); null: off. */
  ocr?: Ocr | null;
  /** Queue, once listening, every stored file whose text is not read yet (main.ts; docs/documents.md). */
  queuePendingDocuments?: boolean;
  /** Once ready, delete rows past their time now and every this many ms (main.ts; setup/housekeeping.ts). */
  housekeepingEveryMs?: number;
  /** Tests shorten the document job's retry delays and its PDF limits. */
  documentJobs?: { policy?: Partial<JobPolicy>; pdfLimits?: Partial<PdfLimits> };
  /** Once ready, publish each remote's build on this disk as a release (main.ts; docs/releases.md). */
  publishLocalBuilds?: boolean;
  /** Tests replace the channels' clients (a recording one) and shorten the bot's job policies. */
  messaging?: { channels?: Partial<Record<MessagingChannel, ChannelClient>>; policy?: Partial<JobPolicy> };
}

/** How long a plugin or ready hook may take before the start fails (Fastify's default: 10 s). */
export const START_HOOKS_TIMEOUT_MS = 120_000;

/**
 * The whole server as a Fastify instance, not yet listening (tests use app.inject).
 * The database must already be migrated: main.ts opens, migrates and seeds it first.
 */
export async function buildApp(config: Config, database: AppDatabase, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    // Addresses the router cannot read answer with the error envelope too (http/error-handler.ts).
    frameworkErrors: answerFrameworkError,
    // Fastify accepts a hop count too; its types list only boolean, string and string[].
    trustProxy: config.trustProxy as boolean | string[],
    // Requests that arrive while closing get the envelope and Retry-After from http/overload.ts.
    return503OnClosing: false,
    // The ready hooks (publishing the local builds hashes every remote's files) passed Fastify's
    // 10 s on a machine at load 20: a start that is only slow must not fail.
    pluginTimeout: START_HOOKS_TIMEOUT_MS,
    // Each route's validators and serializers are compiled on its first use (http/lazy-schema-compilers.ts).
    schemaController: { compilersFactory: lazyCompilersFactory },
    ajv: {
      customOptions: {
        // Unknown query keys are dropped, never an error (docs/api-contract.md).
        removeAdditional: 'all',
        // Every field's problem at once, so a form can show them all; bodies are small (bodyLimit).
        allErrors: true,
        keywords: [MESSAGES_KEYWORD, TRIM_KEYWORD],
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  namePluginsOnRegister(app);
  // Before any route: each route counts its requests from its registration (http/metrics.ts). Without METRICS_TOKEN, nothing is measured.
  const metrics = createMetrics(app, { enabled: config.metricsToken !== null, database, log: app.log });
  app.decorate('metrics', metrics);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // API answers and pages are compressed as they go out; the static builds carry their own
  // brotli and gzip copies (one-origin.ts), which this leaves alone.
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_ABOVE_BYTES, encodings: [...CONTENT_CODINGS], customTypes: COMPRESSIBLE });
  // First of the request hooks: a request refused for load or shutdown costs nothing more.
  await registerOverloadProtection(app, config.overload);
  app.addSchema(ErrorEnvelope);
  // NUL and lone surrogates are refused before anything reads the text (http/text-input.ts).
  app.addHook('preValidation', refuseHostileRequestText);
  app.addHook('preValidation', trimMarkedFields);

  const clock = options.clock ?? systemClock;
  const mailer = createMailer(config, { log: app.log, printLine: options.printMailLine, delivery: options.mailDelivery });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await Promise.race([mailer.idle(), new Promise((resolve) => setTimeout(resolve, MAIL_DRAIN_ON_CLOSE_MS).unref())]);
  });
  // Caches are cleared on every server sharing the database (docs/architecture.md §9).
  const invalidation = options.invalidation ?? (await createInvalidationBus(config.databaseUrl, database.db, app.log));
  if (!options.invalidation) app.addHook('onClose', () => invalidation.close());
  const auth = registerAuth(app, createSessions(database.db, clock, invalidation), config.publicUrl);
  app.decorate('auth', auth);
  const reads = registerReadRouting(app, database, clock, new URL(config.publicUrl).protocol === 'https:');
  const storage = options.storage ?? (await createFileStorage(config));
  const jobs = options.jobs ?? (await createJobQueue(config, app.log));
  app.decorate('jobs', jobs);
  metrics.watchJobs(jobs);
  app.addHook('onClose', () => jobs.stop());
  const office = options.office !== undefined ? options.office : await findOfficeConverter({ sofficePath: config.documents.sofficePath, concurrency: config.documents.officeConversions });
  if (!office) app.log.warn(OFFICE_OFF_MESSAGE);
  const ocr = options.ocr !== undefined ? options.ocr : await findOcr({ tesseractPath: config.documents.tesseractPath });
  if (!ocr) app.log.warn(OCR_OFF_MESSAGE);
  const pdfLimits = { ...PDF_LIMITS, ...options.documentJobs?.pdfLimits };
  await jobs.work(prepareDocumentJob({ db: database.db, storage, office, ocr, log: app.log, clock, pdfLimits }, { ...PREPARE_POLICY, ...options.documentJobs?.policy }));
  // Start-up work done in the background (a slow query never holds up the start); closing waits
  // for it, so the database is never closed under a query still running.
  const background: Array<Promise<unknown>> = [];
  const inBackground = (task: () => Promise<unknown>) => app.addHook('onReady', async () => void background.push(task()));
  app.addHook('onClose', async () => void (await Promise.allSettled(background)));
  if (options.queuePendingDocuments) {
    // On a large catalogue the first backfill queues many jobs.
    inBackground(() =>
      queuePendingDocuments(database.db, jobs, { officeOn: office !== null, ocrOn: ocr !== null }).then(
        (count) => count > 0 && app.log.info(`${count} stored files queued for their preview and text`),
        (error: unknown) => app.log.error({ err: error }, 'could not queue the stored files waiting for their text'),
      ),
    );
  }
  // The remotes' releases' files (and housekeeping's sweep of them).
  const tree = await createFileTree(config);
  const { housekeepingEveryMs } = options;
  if (housekeepingEveryMs !== undefined) {
    let housekeeping: Housekeeping | null = null;
    app.addHook('onReady', async () => void (housekeeping = startHousekeeping({ db: database.db, tree, clock, everyMs: housekeepingEveryMs, log: app.log })));
    app.addHook('onClose', async () => housekeeping?.stop());
  }
  const messaging: MessagingDeps = {
    db: database.db,
    storage,
    jobs,
    clock,
    publicUrl: config.publicUrl,
    channels: options.messaging?.channels ?? createChannelClients(config.messaging, database.db),
    log: app.log,
  };
  await jobs.work(botReplyJob(messaging, { ...BOT_REPLY_POLICY, ...options.messaging?.policy }));
  await jobs.work(botNoticeJob(messaging, { ...BOT_NOTICE_POLICY, ...options.messaging?.policy }));
  await jobs.work(groupNoticeJob(messaging, { ...GROUP_NOTICE_POLICY, ...options.messaging?.policy }));
  await jobs.work(requestNoticeJob(messaging, { ...REQUEST_NOTICE_POLICY, ...options.messaging?.policy }));
  if (Object.keys(messaging.channels).length > 0) {
    inBackground(() =>
      queueUnanswered(messaging).then(
        (count) => count > 0 && app.log.info(`${count} unanswered chat messages queued again`),
        (error: unknown) => app.log.error({ err: error }, 'could not queue the unanswered chat messages'),
      ),
    );
  }
  // The remotes' releases (docs/releases.md): what each page serves, and the browsers' reports.
  const releases = createReleases({
    db: database.db,
    tree,
    bus: invalidation,
    clock,
    log: app.log,
    shellDist: path.join(config.staticRoot, 'shell', 'dist'),
    cacheDir: path.join(config.dataDir, 'release-cache'),
    counters: metrics,
  });
  app.decorate('releases', releases);
  app.addHook('onClose', () => releases.close());
  if (options.publishLocalBuilds) {
    app.addHook('onReady', async () => {
      await publishLocalBuilds(releases.publishing, config.staticRoot, app.log);
      await releases.changed();
    });
  }
  const deps: AppDeps = {
    config,
    database,
    clock,
    mailer,
    auth,
    authRateLimiter: new RateLimiter(database.db, config.rateLimitAuth, clock),
    // Discovery waits for the first sign-in: a provider that is down never stops the start.
    google: config.google ? createGoogleProvider(config.google, config.publicUrl, createReplayGuard(database.db)) : null,
    storage,
    jobs,
    listCache: new ListCache(clock, invalidation),
    invalidation,
    referenceCache: new ReferenceCache(clock, config.referenceCache, invalidation),
    messaging,
    groupLive: groupAnnouncer(invalidation),
    releases,
    metrics,
    reads,
  };
  // One live hub per server (docs/groups.md): it listens once ready, and closing the app ends its
  // streams first (preClose, before the server waits for its connections) and its reads.
  const groupHub = new GroupLiveHub(database.db, invalidation, app.log);
  app.decorate('groupHub', groupHub);
  app.addHook('onReady', async () => groupHub.start());
  app.addHook('preClose', () => groupHub.close());
  // So that the first sign-in for an unknown email costs one hash like every other.
  prepareDummyHash().catch((error: unknown) => app.log.error({ err: error }, 'could not prepare the dummy password hash'));

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Lectern API', version: '0.1.0', description: 'Envelope and rules: docs/api-contract.md' },
      servers: [{ url: config.publicUrl }],
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: API_DOCS_CSP,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(referenceDataRoutes, { database, referenceCache: deps.referenceCache });
      await api.register(statsRoutes, { database, referenceCache: deps.referenceCache });
      await api.register(searchRoutes, { reads, referenceCache: deps.referenceCache });
      await api.register(authRoutes, { deps });
      await api.register(userRoutes, { deps });
      await api.register(materialRoutes, { deps });
      await api.register(reviewRoutes, { deps });
      await api.register(rewardRoutes, { deps });
      await api.register(courseRoutes, { deps });
      await api.register(notificationRoutes, { deps });
      await api.register(blogRoutes, { deps });
      await api.register(moderatorRoutes, { deps });
      await api.register(announcementRoutes, { deps });
      await api.register(folderRoutes, { deps });
      await api.register(materialRequestsRoutes, { deps });
      await api.register(groupRoutes, { deps });
      await api.register(botRoutes, { deps, prefix: '/bots' });
      await api.register(releaseRoutes, { deps });
      await api.register(clientErrorRoutes, { deps });
    },
    { prefix: '/api' },
  );
  // GET /metrics, outside /api (routes/metrics.ts).
  await app.register(metricsRoutes, { deps });

  await app.register(oneOriginStatic, {
    remoteOverrides: config.remoteOverrides,
    releases,
    publicUrl: config.publicUrl,
    staticRoot: config.staticRoot,
    google: config.google,
    sessionUser: async (request) => {
      const session = await auth.currentSession(request);
      return session ? toSessionUser(session.user) : null;
    },
  });
  return app;
}
