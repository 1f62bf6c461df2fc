import path from 'node:path';
import { loadConfig } from '../../src/platform/config.ts';
import { StartupError } from '../../src/platform/errors.ts';

const cwd = '/srv/lectern';

test('defaults', () => {
  const config = loadConfig({}, cwd);
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    publicUrl: 'http://localhost:8080',
    dataDir: '/srv/lectern/.data',
    databaseUrl: null,
    statementTimeoutMs: 15_000,
    referenceDataFile: null,
    logLevel: 'info',
    mailUrl: null,
    mailFrom: 'Lectern <no-reply@localhost>',
    admin: null,
    allowedEmailDomains: null,
    rateLimitAuth: 10,
    remoteOverrides: {},
  });
  // The repo root: the folder holding server/.
  expect(path.join(config.staticRoot, 'server', 'src', 'platform', 'config.ts')).toBe(path.resolve(import.meta.dirname ?? '', '../../src/platform/config.ts'));
});

test('PUBLIC_URL follows PORT; paths resolve against the working directory', () => {
  const config = loadConfig({ PORT: '9000', DATA_DIR: 'data', REFERENCE_DATA: 'ref.json', STATIC_ROOT: '../site' }, cwd);
  expect(config.publicUrl).toBe('http://localhost:9000');
  expect(config.dataDir).toBe('/srv/lectern/data');
  expect(config.referenceDataFile).toBe('/srv/lectern/ref.json');
  expect(config.staticRoot).toBe('/srv/site');
});

test('mail, admin, email domains and rate limit', () => {
  const config = loadConfig(
    {
      MAIL_URL: 'smtps://lectern:pw@mail.uni.edu:465',
      MAIL_FROM: 'Lectern Library <library@uni.edu>',
      ADMIN_EMAIL: 'admin@uni.edu',
      ADMIN_PASSWORD: ' Spaces count 1 ',
      ALLOWED_EMAIL_DOMAINS: ' Unilag.edu.ng , *.edu ,',
      RATE_LIMIT_AUTH: '50',
    },
    cwd,
  );
  expect(config).toMatchObject({
    mailUrl: 'smtps://lectern:pw@mail.uni.edu:465',
    mailFrom: 'Lectern Library <library@uni.edu>',
    admin: { email: 'admin@uni.edu', password: ' Spaces count 1 ' },
    allowedEmailDomains: ['unilag.edu.ng', '*.edu'],
    rateLimitAuth: 50,
  });
  expect(loadConfig({ MAIL_FROM: 'library@uni.edu' }, cwd).mailFrom).toBe('library@uni.edu');
});

test('a bad ADMIN_PASSWORD is refused without being echoed', () => {
  expect(() => loadConfig({ ADMIN_EMAIL: 'admin@uni.edu', ADMIN_PASSWORD: 'hunter2hunter2' }, cwd)).toThrow(
    /^Config error: ADMIN_PASSWORD must be 8-128 characters with an uppercase letter, a lowercase letter and a number$/,
  );
});

test('DATABASE_READ_URLS and MAX_REPLICA_LAG_MS: replicas of a PostgreSQL primary, never a password in a message', () => {
  const primary = { DATABASE_URL: 'postgres://app@db1/lectern' };
  expect(loadConfig(primary, cwd)).toMatchObject({ databaseReadUrls: [], maxReplicaLagMs: 1000 });
  expect(
    loadConfig({ ...primary, DATABASE_READ_URLS: 'postgres://app@db2/lectern, postgresql://app@db3:5433/lectern', MAX_REPLICA_LAG_MS: '250' }, cwd),
  ).toMatchObject({ databaseReadUrls: ['postgres://app@db2/lectern', 'postgresql://app@db3:5433/lectern'], maxReplicaLagMs: 250 });
  expect(() => loadConfig({ DATABASE_READ_URLS: 'postgres://app@db2/lectern' }, cwd)).toThrow(/^Config error: DATABASE_READ_URLS needs DATABASE_URL/);
  expect(() => loadConfig({ ...primary, DATABASE_READ_URLS: 'postgres://app@db2/x,mysql://app:Secr3t@db3/x' }, cwd)).toThrow(
    /^Config error: DATABASE_READ_URLS: entry 2 must be a postgres:\/\/ or postgresql:\/\/ URL$/,
  );
  expect(() => loadConfig({ ...primary, MAX_REPLICA_LAG_MS: '0' }, cwd)).toThrow(/^Config error: MAX_REPLICA_LAG_MS must be/);
});

test('TRUST_PROXY', () => {
  expect(loadConfig({}, cwd).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, cwd).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  expect(() => loadConfig({ TRUST_PROXY: 'the proxy' }, cwd)).toThrow(/^Config error: TRUST_PROXY must be/);
});

test('GOOGLE_*: unset is null; both id and secret turn it on; the issuer defaults to Google', () => {
  expect(loadConfig({}, cwd).google).toBeNull();
  expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's3cret' }, cwd).google).toEqual({
    clientId: 'id.apps.googleusercontent.com',
    clientSecret: 's3cret',
    issuer: 'https://accounts.google.com',
    allowInsecureIssuer: false,
  });
  for (const issuer of ['http://127.0.0.1:9000', 'http://localhost:9000/realms/uni', 'http://[::1]:9000']) {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: issuer }, cwd).google).toMatchObject({
      issuer,
      allowInsecureIssuer: true,
    });
  }
  expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'https://login.uni.edu/oidc' }, cwd).google).toMatchObject({
    issuer: 'https://login.uni.edu/oidc',
    allowInsecureIssuer: false,
  });
});

test.each([
  [{ MAIL_URL: 'http://mail.uni.edu' }, 'Config error: MAIL_URL must be an smtp:// or smtps:// URL'],
  [{ MAIL_FROM: 'Lectern' }, 'Config error: MAIL_FROM must be an address'],
  [{ ADMIN_EMAIL: 'admin@uni.edu' }, 'Config error: ADMIN_EMAIL and ADMIN_PASSWORD go together'],
  [{ ADMIN_PASSWORD: 'Admin-pass-1' }, 'Config error: ADMIN_EMAIL and ADMIN_PASSWORD go together'],
  [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Admin-pass-1' }, 'Config error: ADMIN_EMAIL must be an email address'],
  [{ ADMIN_EMAIL: 'a@uni.edu', ADMIN_PASSWORD: 'short1A' }, 'Config error: ADMIN_PASSWORD must be 8-128 characters'],
  [{ ALLOWED_EMAIL_DOMAINS: 'uni edu' }, 'Config error: ALLOWED_EMAIL_DOMAINS must be a comma-separated list'],
  [{ ALLOWED_EMAIL_DOMAINS: '@uni.edu' }, 'Config error: ALLOWED_EMAIL_DOMAINS must be a comma-separated list'],
  [{ ALLOWED_EMAIL_DOMAINS: ',' }, 'Config error: ALLOWED_EMAIL_DOMAINS must be a comma-separated list'],
  [{ RATE_LIMIT_AUTH: '0' }, 'Config error: RATE_LIMIT_AUTH must be an integer'],
  [{ RATE_LIMIT_AUTH: 'ten' }, 'Config error: RATE_LIMIT_AUTH must be an integer'],
  [{ PORT: 'abc' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PORT: '0' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PORT: '70000' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PORT: '80.5' }, 'Config error: PORT must be an integer 1-65535'],
  [{ PUBLIC_URL: 'localhost:8080' }, 'Config error: PUBLIC_URL must be an http(s) URL'],
  [{ DATABASE_URL: 'mysql://x' }, 'Config error: DATABASE_URL must be a postgres:// or postgresql:// URL'],
  [{ REMOTE_AUTH_URL: 'ftp://x/mf-manifest.json' }, 'Config error: REMOTE_AUTH_URL must be an http(s) URL or a path starting with /'],
  [{ LOG_LEVEL: 'loud' }, 'Config error: LOG_LEVEL must be one of'],
  [{ STATEMENT_TIMEOUT_MS: '15s' }, 'Config error: STATEMENT_TIMEOUT_MS must be an integer 0-3600000 (0 turns the check off)'],
  [{ GOOGLE_CLIENT_ID: 'id' }, 'Config error: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together'],
  [{ GOOGLE_CLIENT_SECRET: 'Google-secret-1' }, 'Config error: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together'],
  [{ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'Google-secret-1', GOOGLE_ISSUER: 'http://login.uni.edu' }, 'Config error: GOOGLE_ISSUER must be an https:// URL'],
  [{ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'Google-secret-1', GOOGLE_ISSUER: 'http://127.0.0.1.evil.example' }, 'Config error: GOOGLE_ISSUER must be an https:// URL'],
  [{ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'Google-secret-1', GOOGLE_ISSUER: 'accounts.google.com' }, 'Config error: GOOGLE_ISSUER must be an https:// URL'],
  [{ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'Google-secret-1', GOOGLE_ISSUER: 'https://accounts.google.com?x=1' }, 'Config error: GOOGLE_ISSUER must be a plain issuer URL'],
])('%j is refused with one clear line, never echoing a secret', (env, message) => {
  let error: unknown;
  try {
    loadConfig(env, cwd);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(StartupError);
  const text = (error as Error).message;
  expect(text.startsWith(message)).toBe(true);
  expect(text).not.toContain('\n');
  // The passwords and secrets in the table must never reach a log line.
  expect(text).not.toContain('Admin-pass-1');
  expect(text).not.toContain('Google-secret-1');
});

test('SITE_TIME_ZONE: Africa/Lagos with the demo reference data, UTC with a university’s own, never the machine’s; an IANA zone is kept by its canonical name; anything else is refused', () => {
  expect(loadConfig({}, cwd).siteTimeZone).toBe('Africa/Lagos');
  expect(loadConfig({ REFERENCE_DATA: 'university.json' }, cwd).siteTimeZone).toBe('UTC');
  expect(loadConfig({ TZ: 'Asia/Tokyo' }, cwd).siteTimeZone).toBe('Africa/Lagos');
  expect(loadConfig({ SITE_TIME_ZONE: 'Europe/London', REFERENCE_DATA: 'university.json' }, cwd).siteTimeZone).toBe('Europe/London');
  expect(loadConfig({ SITE_TIME_ZONE: 'utc' }, cwd).siteTimeZone).toBe('UTC');
  for (const SITE_TIME_ZONE of ['Mars/Olympus', 'GMT+1', 'Lagos']) {
    expect(() => loadConfig({ SITE_TIME_ZONE }, cwd)).toThrow('Config error: SITE_TIME_ZONE must be an IANA time zone, e.g. Africa/Lagos or Europe/London');
  }
});
