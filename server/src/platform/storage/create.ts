import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { createLocalFileTree, type FileTree } from './file-tree.ts';
import type { FileStorage } from './storage.ts';

// The bucket's modules (and the AWS SDK under them, about 60 modules) are loaded only when the
// config names a bucket: a server on the local disk starts without them.

/**
 * The storage the config names: the bucket of STORAGE_URL, else the local disk under
 * DATA_DIR/files. Uploads under way live in DATA_DIR/files/tmp either way.
 */
export async function createFileStorage(config: Pick<Config, 'dataDir' | 'storage'>): Promise<FileStorage> {
  const root = path.join(config.dataDir, 'files');
  if (!config.storage) return createLocalDiskStorage(root);
  const { createS3Storage } = await import('./s3.ts');
  return createS3Storage(config.storage, { tempRoot: root });
}

/** Files under paths of their own (the remotes' releases), in the same place as the config's storage. */
export async function createFileTree(config: Pick<Config, 'dataDir' | 'storage'>): Promise<FileTree> {
  if (!config.storage) return createLocalFileTree(path.join(config.dataDir, 'files'));
  const { createS3FileTree } = await import('./s3-file-tree.ts');
  return createS3FileTree(config.storage);
}
