import type { Auth } from './auth.ts';
import type { GoogleProvider } from '../platform/oidc/provider.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { InvalidationBus } from '../platform/cache/invalidation.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { AppDatabase } from '../platform/db/connect.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { ReferenceCache } from './reference-cache.ts';
import type { ListCache } from '../domain/materials/index.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { MessagingDeps } from '../domain/messaging/index.ts';
import type { GroupLive } from '../domain/groups/index.ts';
import type { Releases } from '../domain/releases/index.ts';
import type { Metrics } from './metrics.ts';
import type { ReadRouting } from './read-routing.ts';

/** What route plugins are given: built once in app.ts, replaced in tests where needed (clock, mail). */
export interface AppDeps {
  config: Config;
  database: AppDatabase;
  clock: Clock;
  mailer: Mailer;
  auth: Auth;
  authRateLimiter: RateLimiter;
  /** The OpenID Connect client for GOOGLE_ISSUER; null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleProvider | null;
  /** Material files and preview images (DATA_DIR/files, or the STORAGE_URL bucket). */
  storage: FileStorage;
  /** Pages and totals of the shared material lists, kept a few seconds; cleared on every server when the catalogue changes. */
  listCache: ListCache;
  /**
   * Tells every server sharing the database that cached data changed: `publish(channel, payload?)`
   * after the change commits, `subscribe(channel, fn)` once at start (cache/invalidation.ts).
   */
  invalidation: InvalidationBus;
  /** Faculties, departments, landing figures and suggestions from memory with ETags; `invalidate()` after a course changes. */
  referenceCache: ReferenceCache;
  /** Background jobs (docs/documents.md): pg-boss on PostgreSQL, in this process on the embedded database. */
  jobs: JobQueue;
  /** The messaging channels: their clients, and what the bot's conversation works with. */
  messaging: MessagingDeps;
  /** Study groups' live updates: used by `afterGroupChange` (domain/groups), the one step after a group change commits. */
  groupLive: GroupLive;
  /** The remotes' releases as this server holds them: pointers, files, browser reports (docs/releases.md). */
  releases: Releases;
  /** Prometheus metrics (GET /metrics; off without METRICS_TOKEN, its calls then do nothing): `countViews`, `countClientErrors`. */
  metrics: Metrics;
  /** Where a read goes: a usable replica, or the primary for a person who just wrote (DATABASE_READ_URLS). */
  reads: ReadRouting;
}
