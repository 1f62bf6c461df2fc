import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { createS3Storage } from './s3.ts';
import { createLocalFileTree, createS3FileTree, type FileTree } from './file-tree.ts';
import type { FileStorage } from './storage.ts';

/**
 * The storage the config names: the bucket of STORAGE_URL, else the local disk under
 * DATA_DIR/files. Uploads under way live in DATA_DIR/files/tmp either way.
 */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  const root = path.join(config.dataDir, 'files');
  return config.storage ? createS3Storage(config.storage, { tempRoot: root }) : createLocalDiskStorage(root);
}

/** Files under paths of their own (the remotes' releases), in the same place as the config's storage. */
export function createFileTree(config: Pick<Config, 'dataDir' | 'storage'>): FileTree {
  return config.storage ? createS3FileTree(config.storage) : createLocalFileTree(path.join(config.dataDir, 'files'));
}
