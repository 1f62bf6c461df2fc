// A local S3-compatible server for tests: s3rver on a free port, its objects in a temp folder,
// one bucket. `url(prefix?)` is a STORAGE_URL for it (s3rver's fixed credentials in the URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { parseStorageUrl, type S3StorageConfig } from '../../src/platform/storage/storage-url.ts';

export interface LocalS3 {
  readonly port: number;
  readonly bucket: string;
  /** A STORAGE_URL for this server. */
  url(prefix?: string): string;
  config(prefix?: string): S3StorageConfig;
  stop(): Promise<void>;
}

export async function startLocalS3(bucket = 'lectern'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const url = (prefix = '') => `s3://S3RVER:S3RVER@${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`;
  return {
    port,
    bucket,
    url,
    config: (prefix) => parseStorageUrl(url(prefix), undefined)!,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One local S3 for a test file (started in beforeAll, stopped in afterAll). */
export function useLocalS3(bucket?: string): () => LocalS3 {
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = await startLocalS3(bucket);
  });
  afterAll(async () => {
    await s3?.stop();
  });
  return () => {
    if (!s3) throw new Error('the local S3 is not running yet');
    return s3;
  };
}
