// A FileTree in the bucket of STORAGE_URL (the remotes' releases, under `<prefix><path>`), as
// file-tree.ts's local one is on the disk. Loaded only when storage is a bucket (create.ts).
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedTreePath, type FileTree } from './file-tree.ts';
import { isMissing, s3ClientConfig } from './s3.ts';
import type { S3StorageConfig } from './storage-url.ts';

export function createS3FileTree(config: S3StorageConfig, client: S3Client = new S3Client(s3ClientConfig(config))): FileTree {
  const { bucket } = config;
  const nameOf = (file: string) => `${config.prefix}${checkedTreePath(file)}`;
  return {
    localDir: () => null,
    // One PutObject for a short file, parts for a long one; the object appears whole or not at all.
    async put(file, source, size) {
      await new Upload({ client, params: { Bucket: bucket, Key: nameOf(file), Body: source, ContentLength: size } }).done();
    },
    async get(file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: nameOf(file) }));
        return { size: Number(answer.ContentLength ?? 0), stream: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(file) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: nameOf(file) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async removeTree(prefix) {
      const folder = `${nameOf(prefix.replace(/\/$/, ''))}/`;
      let marker: string | undefined;
      do {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: folder, Marker: marker }));
        const contents = page.Contents ?? [];
        for (const object of contents) if (object.Key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        marker = page.IsTruncated ? (page.NextMarker ?? contents.at(-1)?.Key) : undefined;
      } while (marker);
    },
  };
}
