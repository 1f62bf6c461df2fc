import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_COMPOSITION,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REMOTE_NAMES,
  type RemoteName,
} from '@lectern/shared-api/contract';
import { configError } from './errors.ts';
import { parseStorageUrl, type S3StorageConfig } from './storage/storage-url.ts';
import { parseMessagingConfig, type MessagingConfig } from './messaging/config.ts';

// The remote names are the contract's (the shell loads the same list); re-exported for the static server.
export { REMOTE_NAMES, type RemoteName };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * DATABASE_READ_URLS: PostgreSQL streaming replicas (comma-separated) that searches, lists and
   * page reads go to, except a person's reads for a few seconds after their own write
   * (docs/architecture.md, "Read replicas"). Empty: every read goes to DATABASE_URL.
   */
  databaseReadUrls: string[];
  /** MAX_REPLICA_LAG_MS: a replica further behind the primary than this is skipped until it catches up. */
  maxReplicaLagMs: number;
  /**
   * STATEMENT_TIMEOUT_MS: on PostgreSQL, a statement the app runs (for a request, a job, a
   * refresh) is cancelled past this long, so one runaway query cannot hold a connection and the
   * database's time; 0 never. Migrations, the seed and backups are not limited. The embedded
   * database has no such limit.
   */
  statementTimeoutMs: number;
  /** STORAGE_URL: files in this S3-compatible bucket; null keeps them under DATA_DIR/files. */
  storage: S3StorageConfig | null;
  referenceDataFile: string | null;
  /**
   * REMOTE_<NAME>_URL: a remote served from elsewhere (a CDN), named by its mf-manifest.json; its
   * releases here are then not used. A remote not named here is served from its releases
   * (docs/releases.md).
   */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  staticRoot: string;
  logLevel: LogLevel;
  /** smtp:// or smtps:// URL; null writes every message to DATA_DIR/outbox instead. */
  mailUrl: string | null;
  mailFrom: string;
  /** The first admin, created at start when its email is not registered yet. */
  admin: { email: string; password: string } | null;
  /** Lower-case domains a sign-up email may use (`*.edu` allows any subdomain of edu); null allows any. */
  allowedEmailDomains: string[] | null;
  /** Sign-in, sign-up, resend and forgot-password attempts per minute, per address and per account. */
  rateLimitAuth: number;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): false, true, a
   * hop count, or addresses/CIDRs. Behind a reverse proxy it decides the client address
   * the rate limits count by.
   */
  trustProxy: boolean | number | string[];
  /** Federated sign-in through an OpenID Connect issuer (Google by default); null when not configured. */
  google: GoogleConfig | null;
  /** Demo students and materials (with generated PDFs) seeded into a database with no materials. */
  demoData: boolean;
  /** Load shedding (docs/architecture.md §9): past these limits a request is answered 503 with Retry-After. */
  overload: OverloadConfig;
  /** Reference data from memory with ETags (REFERENCE_CACHE=off asks the database every time, for benchmarks). */
  referenceCache: boolean;
  /** Documents (docs/documents.md): where background jobs run, LibreOffice's conversions and Tesseract's OCR. */
  documents: DocumentsConfig;
  /** The Telegram bot and the WhatsApp number; each null when not set up. */
  messaging: MessagingConfig;
  /**
   * SITE_TIME_ZONE: the university's IANA time zone, for every time the server writes into text (a
   * new study session's notice, on the site, by email or in a chat). Default: Africa/Lagos with the
   * bundled demo reference data, UTC with a university's own REFERENCE_DATA; never the machine's.
   * A screen shows times in its reader's zone, and names it when it is not this one.
   */
  siteTimeZone: string;
  /**
   * METRICS_TOKEN (a secret): GET /metrics answers a scraper that sends it as `Authorization:
   * Bearer <token>`; null (unset) turns /metrics off.
   */
  metricsToken: string | null;
}

export interface DocumentsConfig {
  /** JOB_QUEUE: 'pg-boss' (the default with DATABASE_URL) or 'in-process' (the only one on the embedded database). */
  jobQueue: 'pg-boss' | 'in-process';
  /** SOFFICE_PATH: LibreOffice's program; null looks for soffice / libreoffice on PATH. */
  sofficePath: string | null;
  /** OFFICE_CONVERSIONS: Office conversions this server runs at once. */
  officeConversions: number;
  /**
   * TESSERACT_PATH: Tesseract's program, which reads the text of photos of notes and scanned pages
   * (with its English data); null looks for tesseract on PATH. A path that is not there turns OCR off.
   */
  tesseractPath: string | null;
}

export interface OverloadConfig {
  /** MAX_EVENT_LOOP_DELAY_MS: mean event-loop delay over a second that sheds new requests; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** MAX_EVENT_LOOP_UTILIZATION: share of a second (0-1) the event loop may be busy before shedding; 0 turns it off. */
  maxEventLoopUtilization: number;
  /** MAX_REQUESTS_IN_FLIGHT: requests one process works on at once; the next is refused rather than queued; 0 turns it off. */
  maxRequestsInFlight: number;
  /** RETRY_AFTER_SECONDS: what a shed request's Retry-After asks the client to wait. */
  retryAfterSeconds: number;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** The issuer whose discovery document is read, e.g. https://accounts.google.com. */
  issuer: string;
  /** Plain http: is allowed only for a loopback issuer (a local test provider). */
  allowInsecureIssuer: boolean;
}

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

// src/config.ts and dist/config.js sit at the same depth, so the repo root is two levels up
// from either; the shell and remote builds live there in one-origin mode.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

type Env = Record<string, string | undefined>;

/** Read and validate the environment once; throws a StartupError naming the variable to fix. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parsePort(read('PORT'));
  const publicUrl = read('PUBLIC_URL') ?? `http://localhost:${port}`;
  if (!isHttpUrl(publicUrl)) throw configError('PUBLIC_URL must be an http(s) URL, e.g. https://lectern.example.edu');

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !POSTGRES_URL.test(databaseUrl)) {
    throw configError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const remoteOverrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const value = read(variable);
    if (value === undefined) continue;
    if (!value.startsWith('/') && !isHttpUrl(value)) {
      throw configError(`${variable} must be an http(s) URL or a path starting with /`);
    }
    remoteOverrides[name] = value;
  }

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw configError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const mailUrl = read('MAIL_URL') ?? null;
  if (mailUrl !== null && !/^smtps?:\/\/[^/]/.test(mailUrl)) {
    throw configError('MAIL_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.edu:587');
  }
  const mailFrom = read('MAIL_FROM') ?? 'Lectern <no-reply@localhost>';
  if (!MAIL_FROM_PATTERN.test(mailFrom)) {
    throw configError('MAIL_FROM must be an address, e.g. no-reply@example.edu or "Lectern <no-reply@example.edu>"');
  }

  const referenceData = read('REFERENCE_DATA');
  const staticRoot = read('STATIC_ROOT');
  return {
    port,
    host: read('HOST') ?? '0.0.0.0',
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? './.data'),
    databaseUrl,
    databaseReadUrls: parseReadUrls(read('DATABASE_READ_URLS'), databaseUrl),
    maxReplicaLagMs: parseNumber('MAX_REPLICA_LAG_MS', read('MAX_REPLICA_LAG_MS'), 1_000, { min: 1, max: 600_000, integer: true }),
    statementTimeoutMs: parseNumber('STATEMENT_TIMEOUT_MS', read('STATEMENT_TIMEOUT_MS'), 15_000, { max: 3_600_000, integer: true }),
    storage: parseStorageUrl(read('STORAGE_URL'), read('AWS_REGION')),
    referenceDataFile: referenceData ? path.resolve(cwd, referenceData) : null,
    remoteOverrides,
    staticRoot: staticRoot ? path.resolve(cwd, staticRoot) : REPO_ROOT,
    logLevel: logLevel as LogLevel,
    mailUrl,
    mailFrom,
    admin: parseAdmin(read('ADMIN_EMAIL'), env.ADMIN_PASSWORD),
    allowedEmailDomains: parseEmailDomains(read('ALLOWED_EMAIL_DOMAINS')),
    rateLimitAuth: parseRateLimit(read('RATE_LIMIT_AUTH')),
    trustProxy: parseTrustProxy(read('TRUST_PROXY')),
    google: parseGoogle(read('GOOGLE_CLIENT_ID'), read('GOOGLE_CLIENT_SECRET'), read('GOOGLE_ISSUER')),
    // On by default only for the embedded database: a new local site looks alive, a real server starts empty.
    demoData: parseDemoData(read('DEMO_DATA'), databaseUrl === null),
    overload: {
      maxEventLoopDelayMs: parseNumber('MAX_EVENT_LOOP_DELAY_MS', read('MAX_EVENT_LOOP_DELAY_MS'), 1000, { max: 60_000, integer: true }),
      // Off by default: a busy loop that still answers fast is not overloaded (the delay says that).
      maxEventLoopUtilization: parseNumber('MAX_EVENT_LOOP_UTILIZATION', read('MAX_EVENT_LOOP_UTILIZATION'), 0, { max: 1 }),
      maxRequestsInFlight: parseNumber('MAX_REQUESTS_IN_FLIGHT', read('MAX_REQUESTS_IN_FLIGHT'), 1000, { max: 1_000_000, integer: true }),
      retryAfterSeconds: parseNumber('RETRY_AFTER_SECONDS', read('RETRY_AFTER_SECONDS'), 5, { min: 1, max: 3600, integer: true }),
    },
    referenceCache: parseReferenceCache(read('REFERENCE_CACHE')),
    documents: {
      jobQueue: parseJobQueue(read('JOB_QUEUE'), databaseUrl !== null),
      sofficePath: read('SOFFICE_PATH') ?? null,
      officeConversions: parseNumber('OFFICE_CONVERSIONS', read('OFFICE_CONVERSIONS'), 1, { min: 1, max: 16, integer: true }),
      tesseractPath: read('TESSERACT_PATH') ?? null,
    },
    messaging: parseMessagingConfig(read),
    siteTimeZone: parseSiteTimeZone(read('SITE_TIME_ZONE'), !referenceData),
    metricsToken: parseMetricsToken(read('METRICS_TOKEN')),
  };
}

const POSTGRES_URL = /^postgres(ql)?:\/\/[^/]/;

// A URL may hold a password: no message repeats one.
function parseReadUrls(value: string | undefined, databaseUrl: string | null): string[] {
  if (value === undefined) return [];
  if (databaseUrl === null) throw configError('DATABASE_READ_URLS needs DATABASE_URL: replicas are of a PostgreSQL primary');
  const urls = value.split(',').map((url) => url.trim()).filter(Boolean);
  urls.forEach((url, index) => {
    if (!POSTGRES_URL.test(url)) throw configError(`DATABASE_READ_URLS: entry ${index + 1} must be a postgres:// or postgresql:// URL`);
  });
  return urls;
}

export const METRICS_TOKEN_MIN = 16;
// What a Bearer token may hold (RFC 6750's b64token), so a scraper can send it as it is.
const METRICS_TOKEN_PATTERN = /^[A-Za-z0-9\-._~+/]+=*$/;

// The token is a secret: no message repeats it.
function parseMetricsToken(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value.length < METRICS_TOKEN_MIN || !METRICS_TOKEN_PATTERN.test(value)) {
    throw configError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN} characters of letters, digits and - . _ ~ + / = (e.g. openssl rand -hex 32); unset it to turn /metrics off`,
    );
  }
  return value;
}

/** The bundled demo reference data is a Nigerian university's. */
export const DEMO_SITE_TIME_ZONE = 'Africa/Lagos';

function parseSiteTimeZone(value: string | undefined, demoReferenceData: boolean): string {
  if (value === undefined) return demoReferenceData ? DEMO_SITE_TIME_ZONE : 'UTC';
  try {
    // Intl knows every IANA zone and throws a RangeError for anything else; it answers the canonical name.
    return new Intl.DateTimeFormat('en-GB', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw configError('SITE_TIME_ZONE must be an IANA time zone, e.g. Africa/Lagos or Europe/London');
  }
}

function parseJobQueue(value: string | undefined, hasPostgres: boolean): DocumentsConfig['jobQueue'] {
  if (value === undefined) return hasPostgres ? 'pg-boss' : 'in-process';
  if (value !== 'pg-boss' && value !== 'in-process') throw configError('JOB_QUEUE must be pg-boss or in-process');
  if (value === 'pg-boss' && !hasPostgres) throw configError('JOB_QUEUE=pg-boss needs DATABASE_URL (PostgreSQL)');
  return value;
}

const MAIL_FROM_PATTERN = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
const DOMAIN_PATTERN = /^(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$|^\*\.[a-z0-9-]+$/;

// The password is taken as written (spaces count), and never appears in a message.
function parseAdmin(email: string | undefined, rawPassword: string | undefined): Config['admin'] {
  const password = rawPassword === '' ? undefined : rawPassword;
  if (email === undefined && password === undefined) return null;
  if (email === undefined || password === undefined) {
    throw configError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw configError('ADMIN_EMAIL must be an email address');
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || !PASSWORD_COMPOSITION.test(password)) {
    throw configError(
      `ADMIN_PASSWORD must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters with an uppercase letter, a lowercase letter and a number`,
    );
  }
  return { email, password };
}

function parseEmailDomains(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const domains = value
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  const bad = domains.find((domain) => !DOMAIN_PATTERN.test(domain));
  if (domains.length === 0 || bad !== undefined) {
    throw configError(
      `ALLOWED_EMAIL_DOMAINS must be a comma-separated list of domains such as unilag.edu.ng,*.edu${bad ? ` (not a domain: ${bad})` : ''}`,
    );
  }
  return domains;
}

function parseGoogle(clientId: string | undefined, clientSecret: string | undefined, issuerValue: string | undefined): Config['google'] {
  const issuer = issuerValue ?? DEFAULT_GOOGLE_ISSUER;
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw configError('GOOGLE_ISSUER must be an https:// URL, e.g. https://accounts.google.com');
  }
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw configError('GOOGLE_ISSUER must be an https:// URL (http:// only for a loopback address such as http://127.0.0.1:9000)');
  }
  if (url.search || url.hash || url.username || url.password) {
    throw configError('GOOGLE_ISSUER must be a plain issuer URL without query, fragment or credentials');
  }
  if (clientId === undefined && clientSecret === undefined) return null;
  if (clientId === undefined || clientSecret === undefined) {
    throw configError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both or neither');
  }
  return { clientId, clientSecret, issuer, allowInsecureIssuer: url.protocol === 'http:' };
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value) && Number(value) >= 1) return Number(value);
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  if (addresses.length === 0 || addresses.some((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) {
    throw configError('TRUST_PROXY must be true, false, a number of proxy hops, or comma-separated proxy addresses (CIDR allowed)');
  }
  return addresses;
}

function parseDemoData(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const normalised = value.toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  throw configError('DEMO_DATA must be true or false');
}

function parseReferenceCache(value: string | undefined): boolean {
  const normalised = value?.toLowerCase() ?? 'on';
  if (normalised === 'on') return true;
  if (normalised === 'off') return false;
  throw configError('REFERENCE_CACHE must be on or off');
}

function parseNumber(name: string, value: string | undefined, fallback: number, range: { min?: number; max: number; integer?: boolean }): number {
  if (value === undefined) return fallback;
  const min = range.min ?? 0;
  const number = Number(value);
  const shape = range.integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  if (!shape.test(value) || number < min || number > range.max) {
    throw configError(`${name} must be ${range.integer ? 'an integer' : 'a number'} ${min}-${range.max}${min === 0 ? ' (0 turns the check off)' : ''}`);
  }
  return number;
}

function parseRateLimit(value: string | undefined): number {
  if (value === undefined) return 10;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 1_000_000) {
    throw configError('RATE_LIMIT_AUTH must be an integer 1-1000000 (attempts per minute, per address and per account)');
  }
  return limit;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw configError('PORT must be an integer 1-65535');
  }
  return port;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
