// What an operator's Prometheus reads at GET /metrics (routes/metrics.ts; docs/architecture.md §9),
// when METRICS_TOKEN is set: requests by route pattern with their latency, the job queue, the
// database pool, the browsers' page views and errors by release, and the process (prom-client's
// default metrics). One registry per app: tests build many apps in one process, and prom-client's
// global registry would refuse a second metric of the same name.
//
// What costs per request is the request counter and latency histogram, so they are not
// prom-client's: its observe() hashes the labels into a new string and allocates on every call
// (about 1.8 µs and steady garbage a request, measured, against about 35 ns here). Each route
// keeps its own series from its registration (an onRoute hook gives it an onResponse hook that
// knows its pattern), and a request only finds its method's and status's series in two small maps
// and adds to plain numbers; the first request of a kind makes its series once. The text of those
// two families is written at scrape time, after the registry's. Everything else is read on scrape
// (`collect()`) or counted by the callers, so nothing on a hot path waits on it.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppDatabase, PoolStats } from '../platform/db/connect.ts';
import type { JobCounts, JobQueue } from '../platform/jobs/job-queue.ts';

/** Where Prometheus scrapes (routes/metrics.ts); never shed for load (overload.ts). */
export const METRICS_PATH = '/metrics';

/** The Prometheus text format (version 0.0.4), what the registry writes. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/** The route label of a request no route matched (whatever its path: never the raw URL). */
export const UNMATCHED_ROUTE = 'not_found';

/**
 * Latency buckets (seconds): this API's reads take 1-100 ms, so the buckets are close there; the
 * slow tail (uploads, a search too broad) lands in the last few.
 */
export const LATENCY_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5] as const;

/** A job queue read slower than this is left out of the scrape (the rest still answers). */
const JOB_COUNTS_TIMEOUT_MS = 2_000;

export interface Metrics {
  /** Off (METRICS_TOKEN unset): nothing is measured, and every call here does nothing. */
  readonly enabled: boolean;
  /**
   * Page views browsers reported for a remote's release (POST /api/client-errors). Only for a
   * release its remote has (each one is a series of its own); `n` of 0 or less counts nothing.
   */
  countViews(remote: string, release: string, n: number): void;
  /** Errors browsers reported for a remote's release, by kind (the contract's CLIENT_ERROR_KINDS). */
  countClientErrors(remote: string, release: string, kind: string, n: number): void;
  /** Reads this job queue on each scrape (app.ts, once the queue exists). */
  watchJobs(jobs: JobQueue): void;
  /** Everything, in the Prometheus text format (METRICS_CONTENT_TYPE). */
  scrape(): Promise<string>;
}

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The app's metrics. When enabled, measures every request from now on (call it before any route
 * is registered: a route registered earlier is not counted) and reads the database pool on scrape.
 */
export function createMetrics(app: FastifyInstance, { enabled, database, log }: { enabled: boolean; database: AppDatabase; log: Log }): Metrics {
  if (!enabled) return METRICS_OFF;

  const registry = new Registry();
  // CPU, memory, heap, handles, event-loop lag, GC. (Each call starts an event-loop delay monitor
  // and a GC observer that prom-client never stops: one per app with METRICS_TOKEN, a few in tests.)
  collectDefaultMetrics({ register: registry });
  const http = new HttpSeries();
  http.instrument(app);

  const views = new Counter({
    name: 'lectern_client_page_views_total',
    help: "Page views browsers reported, by remote and the remote's release they ran",
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: 'lectern_client_errors_total',
    help: "Errors browsers reported, by remote, the remote's release and kind",
    labelNames: ['remote', 'release', 'kind'] as const,
    registers: [registry],
  });

  const pool = database.poolStats?.bind(database);
  if (pool) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('lectern_db_pool_clients', 'Connections the database pool holds open (in use and idle)', (stats) => stats.total);
    poolGauge('lectern_db_pool_idle_clients', 'Open connections of the database pool that are idle', (stats) => stats.idle);
    poolGauge('lectern_db_pool_waiting_queries', 'Queries waiting for a connection of the database pool', (stats) => stats.waiting);
    poolGauge('lectern_db_pool_max_clients', 'The most connections the database pool opens', (stats) => stats.max);
  }

  const { replicas } = database;
  if (replicas) {
    new Gauge({
      name: 'lectern_db_replica_lag_ms',
      help: 'How far each read replica was behind the primary at its last check (-1: down or not checked yet)',
      labelNames: ['replica', 'state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { target, state, lagMs } of replicas.status()) this.set({ replica: target, state }, lagMs ?? -1);
      },
    });
  }

  let jobs: JobQueue | null = null;
  new Gauge({
    name: 'lectern_jobs',
    help: 'Background jobs by name: queued (due, delayed or waiting for a retry) or active (running on any server)',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!jobs) return;
      const counts = await readJobCounts(jobs, log);
      for (const { name, queued, active } of counts ?? []) {
        this.set({ job: name, state: 'queued' }, queued);
        this.set({ job: name, state: 'active' }, active);
      }
    },
  });
  new Counter({
    name: 'lectern_job_failed_attempts_total',
    help: 'Tries of background jobs that failed in this process since it started, by job name',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, count] of jobs?.failedAttempts() ?? []) this.inc({ job: name }, count);
    },
  });

  return {
    enabled: true,
    countViews(remote, release, n) {
      if (n > 0 && Number.isFinite(n)) views.inc({ remote, release }, n);
    },
    countClientErrors(remote, release, kind, n) {
      if (n > 0 && Number.isFinite(n)) clientErrors.inc({ remote, release, kind }, n);
    },
    watchJobs(queue) {
      jobs = queue;
    },
    async scrape() {
      return (await registry.metrics()) + http.text();
    },
  };
}

const METRICS_OFF: Metrics = {
  enabled: false,
  countViews: () => undefined,
  countClientErrors: () => undefined,
  watchJobs: () => undefined,
  scrape: async () => '',
};

async function readJobCounts(jobs: JobQueue, log: Log): Promise<JobCounts[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), JOB_COUNTS_TIMEOUT_MS);
  });
  try {
    const counts = await Promise.race([jobs.counts(), late]);
    if (counts === null) log.warn({ timeoutMs: JOB_COUNTS_TIMEOUT_MS }, 'metrics: the job queue did not answer in time; its counts are left out');
    return counts;
  } catch (error) {
    log.warn({ err: error }, 'metrics: could not read the job queue; its counts are left out');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

// ---- Requests: counted per route, written at scrape time ----

const REQUESTS = 'lectern_http_requests_total';
const DURATION = 'lectern_http_request_duration_seconds';
const BUCKET_LABELS = LATENCY_BUCKETS.map((bound) => `le="${bound}"`);

/** One route, method and status code: its request count and latency histogram. */
interface Series {
  /** `route="...",method="...",status_code="..."`, written once. */
  readonly labels: string;
  count: number;
  sum: number;
  /** Requests per bucket, not cumulative; the last one is past the largest bound. */
  readonly buckets: Float64Array;
}

class RouteSeries {
  readonly #byMethod = new Map<string, Map<number, Series>>();

  constructor(
    readonly route: string,
    readonly all: Series[],
  ) {}

  record(method: string, status: number, milliseconds: number): void {
    let statuses = this.#byMethod.get(method);
    if (statuses === undefined) {
      statuses = new Map();
      this.#byMethod.set(method, statuses);
    }
    let series = statuses.get(status);
    if (series === undefined) {
      series = {
        labels: `route="${escapeLabel(this.route)}",method="${escapeLabel(method)}",status_code="${status}"`,
        count: 0,
        sum: 0,
        buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
      };
      statuses.set(status, series);
      this.all.push(series);
    }
    const seconds = milliseconds / 1000;
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
    series.buckets[bucket]! += 1;
  }
}

class HttpSeries {
  readonly #all: Series[] = [];
  readonly #routes = new Map<string, RouteSeries>();
  readonly #unmatched = this.route(UNMATCHED_ROUTE);

  route(pattern: string): RouteSeries {
    let route = this.#routes.get(pattern);
    if (route === undefined) {
      route = new RouteSeries(pattern, this.#all);
      this.#routes.set(pattern, route);
    }
    return route;
  }

  /**
   * Every route registered from now on counts its own requests under its pattern (the url
   * Fastify gives onRoute, prefix included: what `request.routeOptions.url` reads, without
   * building that object on each request); a request no route took counts as UNMATCHED_ROUTE.
   */
  instrument(app: FastifyInstance): void {
    app.addHook('onRoute', (options) => {
      const route = this.route(options.url);
      const hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        route.record(request.method, reply.statusCode, reply.elapsedTime);
        done();
      };
      const existing = options.onResponse;
      options.onResponse = existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
    });
    // Route hooks do not run for a request no route matched, nor for one a route handed to the
    // not-found handler (reply.callNotFound()): those are is404, and only those are counted here.
    const unmatched = this.#unmatched;
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) unmatched.record(request.method, reply.statusCode, reply.elapsedTime);
      done();
    });
  }

  text(): string {
    const lines = [
      `# HELP ${REQUESTS} HTTP requests answered, by route pattern, method and status code`,
      `# TYPE ${REQUESTS} counter`,
    ];
    for (const series of this.#all) lines.push(`${REQUESTS}{${series.labels}} ${series.count}`);
    lines.push(`# HELP ${DURATION} Time from a request's arrival to the end of its answer, by route pattern, method and status code`, `# TYPE ${DURATION} histogram`);
    for (const series of this.#all) {
      let cumulative = 0;
      for (let bucket = 0; bucket < LATENCY_BUCKETS.length; bucket++) {
        cumulative += series.buckets[bucket]!;
        lines.push(`${DURATION}_bucket{${series.labels},${BUCKET_LABELS[bucket]}} ${cumulative}`);
      }
      lines.push(
        `${DURATION}_bucket{${series.labels},le="+Inf"} ${series.count}`,
        `${DURATION}_sum{${series.labels}} ${series.sum}`,
        `${DURATION}_count{${series.labels}} ${series.count}`,
      );
    }
    return `\n${lines.join('\n')}\n`;
  }
}

/** A label value as the text format writes it: backslash, double quote and newline escaped. */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
