// STORAGE_URL (docs/configuration.md): `s3://bucket[/prefix]?endpoint=https://...&region=...&forcePathStyle=true`.
// Credentials come from the URL's user:password when given (URL-encoded), else from the AWS SDK's
// usual sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). No
// message here ever repeats the URL: it may hold a secret.
import { configError } from '../errors.ts';

export interface S3StorageConfig {
  bucket: string;
  /** Prepended to every object name ('' or ending in '/'), so one bucket can hold several sites. */
  prefix: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2...); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name: most S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** null: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const EXAMPLE = 's3://bucket?endpoint=https://s3.example.edu&region=us-east-1&forcePathStyle=true';
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PATTERN = /^[A-Za-z0-9._\-/]*$/;
const PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** `awsRegion`: AWS_REGION, the region when the URL names none (else us-east-1). */
export function parseStorageUrl(value: string | undefined, awsRegion: string | undefined): S3StorageConfig | null {
  if (value === undefined) return null;
  const fail = (why: string) => configError(`STORAGE_URL ${why}, e.g. ${EXAMPLE}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail('must be an s3:// URL');
  }
  if (url.protocol !== 's3:') throw fail('must be an s3:// URL');
  const bucket = url.hostname;
  if (!BUCKET_PATTERN.test(bucket)) throw fail('must name a bucket (3-63 lower-case letters, digits, dots and dashes)');
  const decode = (part: string, what: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw fail(`has a malformed %-escape in its ${what}`);
    }
  };
  const prefix = decode(url.pathname, 'path').replace(/^\/+/, '');
  if (!PREFIX_PATTERN.test(prefix)) throw fail('has a path (the prefix) with characters other than letters, digits, . _ - /');

  const unknown = [...url.searchParams.keys()].find((name) => !PARAMETERS.has(name));
  if (unknown !== undefined) throw fail(`has an unknown parameter ${JSON.stringify(unknown)} (known: endpoint, region, forcePathStyle)`);
  const endpoint = url.searchParams.get('endpoint') || null;
  if (endpoint !== null && !/^https?:\/\/[^/]/.test(endpoint)) throw fail('endpoint must be an http(s) URL');
  const forcePathStyle = (url.searchParams.get('forcePathStyle') ?? 'false').toLowerCase();
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') throw fail('forcePathStyle must be true or false');

  if (Boolean(url.username) !== Boolean(url.password)) throw fail('credentials go as access-key:secret@ together, or neither');
  const credentials = url.username
    ? { accessKeyId: decode(url.username, 'credentials'), secretAccessKey: decode(url.password, 'credentials') }
    : null;

  return {
    bucket,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint,
    region: url.searchParams.get('region') || awsRegion || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    credentials,
  };
}
