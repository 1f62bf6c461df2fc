// STORAGE_URL as config.ts reads it (storage/storage-url.ts): a bad value stops the start with a
// message naming the variable, and never repeats a secret the URL holds.
import { loadConfig } from '../../src/platform/config.ts';
import { StartupError } from '../../src/platform/errors.ts';

const read = (env: Record<string, string>) => loadConfig(env, '/srv/lectern').storage;

test('unset: the local disk', () => {
  expect(read({})).toBeNull();
});

test('a bucket with an endpoint, region, path style, prefix and credentials', () => {
  expect(read({ STORAGE_URL: 's3://key%2Fid:se%2Bcret@lectern-files/site/a?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true' })).toEqual({
    bucket: 'lectern-files',
    prefix: 'site/a/',
    endpoint: 'http://127.0.0.1:9000',
    region: 'eu-west-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key/id', secretAccessKey: 'se+cret' },
  });
});

test('AWS itself: no endpoint, the region from AWS_REGION, credentials from the SDK', () => {
  expect(read({ STORAGE_URL: 's3://lectern', AWS_REGION: 'af-south-1' })).toEqual({
    bucket: 'lectern',
    prefix: '',
    endpoint: null,
    region: 'af-south-1',
    forcePathStyle: false,
    credentials: null,
  });
  expect(read({ STORAGE_URL: 's3://lectern' })?.region).toBe('us-east-1');
});

test.each([
  ['https://lectern', /must be an s3:\/\/ URL/],
  ['s3://', /must name a bucket/],
  ['s3://Bad_Bucket', /must name a bucket/],
  ['s3://lectern?endpoint=ftp://x', /endpoint must be an http\(s\) URL/],
  ['s3://lectern?forcePathStyle=yes', /forcePathStyle must be true or false/],
  ['s3://lectern?bucket=x', /unknown parameter "bucket"/],
  ['s3://onlykey:@lectern', /credentials go as access-key:secret@ together/],
  ['s3://key:bad%zz@lectern', /malformed %-escape in its credentials/],
])('%s is refused', (value, message) => {
  expect(() => read({ STORAGE_URL: value })).toThrow(StartupError);
  expect(() => read({ STORAGE_URL: value })).toThrow(message);
});

test('a refused URL never repeats its secret', () => {
  let message = '';
  try {
    read({ STORAGE_URL: 's3://AKIA:topsecret@lectern?endpoint=nope' });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toMatch(/^Config error: STORAGE_URL/);
  expect(message).not.toContain('topsecret');
});
