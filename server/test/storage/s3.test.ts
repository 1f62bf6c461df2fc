// FileStorage for an S3-compatible bucket (s3.ts), against a local s3rver: the contract every
// storage keeps (conformance.ts; pages of two keys, so listing crosses pages), plus what only a
// bucket has (multipart uploads, sharing with other servers).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage, PART_SIZE, s3ClientConfig } from '../../src/platform/storage/s3.ts';
import type { FileStorage } from '../../src/platform/storage/storage.ts';
import { listStoredFiles } from '../helpers/stored-files.ts';
import { describeFileStorageContract, readAll, sha256, type StorageUnderTest } from './conformance.ts';
import { useLocalS3 } from './local-s3.ts';

const s3 = useLocalS3();
let dataDir: string;
let storage: FileStorage;
let prefix: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-s3-storage-'));
  // Each test its own corner of the bucket, so listings see only its objects.
  prefix = `site-${path.basename(dataDir)}`;
  storage = createS3Storage(s3().config(prefix), { tempRoot: path.join(dataDir, 'files'), listPageSize: 2 });
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function objectNames(): Promise<string[]> {
  const client = new S3Client(s3ClientConfig(s3().config()));
  const page = await client.send(new ListObjectsCommand({ Bucket: s3().bucket, Prefix: `${prefix}/` }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

describeFileStorageContract(
  (): StorageUnderTest => ({
    storage,
    // Nothing stored stays on this server's disk: every file there is an upload under way.
    tempFiles: () => listStoredFiles(dataDir),
    storedNames: objectNames,
    nameOf: (key) => `${prefix}/objects/${key}`,
  }),
);

test('a file larger than one part goes up in parts and comes back byte for byte', async () => {
  const data = Buffer.alloc(PART_SIZE * 2 + 12_345);
  for (let i = 0; i < data.length; i += 4096) data[i] = i % 251;
  const temp = await storage.receive(Readable.from([data]), data.length);
  const key = await storage.commit(temp);
  expect(await storage.size(key)).toBe(data.length);
  expect(sha256(await readAll((await storage.get(key))!.stream))).toBe(sha256(data));
  const tail = await storage.get(key, { start: data.length - 10, end: data.length - 1 });
  expect(await readAll(tail!.stream)).toEqual(data.subarray(data.length - 10));
  expect(listStoredFiles(dataDir)).toEqual([]);
});

test('a bucket is shared: other servers may be placing files in it, so the orphan sweep spares recent ones', () => {
  expect(storage.shared).toBe(true);
});
