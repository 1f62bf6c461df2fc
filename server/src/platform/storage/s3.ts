// FileStorage in an S3-compatible bucket (STORAGE_URL): objects named `<prefix>objects/<32 hex>`.
// Uploads still arrive in a local temp file (DATA_DIR/files/tmp, this server's own) where their
// content is checked, hashed and previewed; commit streams that file to the bucket (multipart
// above PART_SIZE, through @aws-sdk/lib-storage) and removes it. Reads stream from the bucket,
// ranges included. Several servers share the bucket (`shared`), each with its own temp folder.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createLocalDiskStorage } from './local-disk.ts';
import type { S3StorageConfig } from './storage-url.ts';
import type { ByteRange, FileStorage, StoredFile } from './storage.ts';

const KEY_PATTERN = /^[0-9a-f]{32}$/;
/** Files above this go up in parts of this size, two at a time (S3's smallest part is 5 MiB). */
export const PART_SIZE = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

export interface S3StorageOptions {
  /** Where uploads under way are kept on this server (its own, never shared). */
  tempRoot: string;
  /** Keys per listing request (tests make it small to cross pages). */
  listPageSize?: number;
  /** Replaces the client made from the config (tests). */
  client?: S3Client;
}

export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: S3-compatible servers differ in what else they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** An answer that says the object is not there (S3-compatible servers say it in different ways). */
export const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(config: S3StorageConfig, options: S3StorageOptions): FileStorage {
  const client = options.client ?? new S3Client(s3ClientConfig(config));
  const { bucket } = config;
  const objectsPrefix = `${config.prefix}objects/`;
  // receive, discard and clearTemp are the local disk's: the same checks, the same temp files.
  const local = createLocalDiskStorage(options.tempRoot);

  // Keys come from our rows, but a key is still checked before it becomes an object name.
  const nameOf = (key: string): string => {
    if (!KEY_PATTERN.test(key)) throw new Error('not a storage key');
    return `${objectsPrefix}${key}`;
  };

  const put = async (body: Readable | Buffer, size: number): Promise<string> => {
    const key = randomBytes(16).toString('hex');
    if (size <= PART_SIZE) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: nameOf(key), Body: body, ContentLength: size }));
    } else {
      await new Upload({ client, params: { Bucket: bucket, Key: nameOf(key), Body: body }, partSize: PART_SIZE, queueSize: PARTS_AT_ONCE }).done();
    }
    return key;
  };

  return {
    shared: true,
    receive: (source, maxBytes) => local.receive(source, maxBytes),
    discard: (temp) => local.discard(temp),
    clearTemp: () => local.clearTemp(),

    async commit(temp) {
      const key = await put(fs.createReadStream(temp.path), temp.size);
      await local.discard(temp);
      return key;
    },

    putBytes(data) {
      return put(data, data.length);
    },

    // Size unknown: Upload sends one PutObject for a short stream, parts for a long one. The
    // object appears whole or not at all, and replaces what was there.
    async putAt(key, source) {
      await new Upload({ client, params: { Bucket: bucket, Key: nameOf(key), Body: source }, partSize: PART_SIZE, queueSize: PARTS_AT_ONCE }).done();
    },

    async get(key, range?: ByteRange): Promise<StoredFile | null> {
      let answer;
      try {
        answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: nameOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // A range's answer names the whole size after the slash: `bytes 0-99/12345`.
      const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : Number(answer.ContentLength ?? 0);
      return { size: total, stream: answer.Body as Readable };
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: nameOf(key) }));
        return Number(head.ContentLength ?? 0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: nameOf(key) }));
    },

    // ListObjects (v1) pages by the last key seen (Marker), which every S3-compatible server
    // supports alike; v2's continuation tokens differ between them.
    async *keys(placedBefore?: Date) {
      let marker: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: objectsPrefix, Marker: marker, MaxKeys: options.listPageSize ?? 1000 }),
        );
        const contents = page.Contents ?? [];
        for (const object of contents) {
          const key = object.Key?.slice(objectsPrefix.length) ?? '';
          if (!KEY_PATTERN.test(key)) continue;
          if (placedBefore && !(object.LastModified && object.LastModified.getTime() < placedBefore.getTime())) continue;
          yield key;
        }
        marker = page.IsTruncated ? (page.NextMarker ?? contents.at(-1)?.Key) : undefined;
      } while (marker);
    },
  };
}
