import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { FileStorage } from './storage.ts';

/** The storage the config names: today the local disk under DATA_DIR/files (STORAGE_URL is not read yet). */
export function createFileStorage(config: Config): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'files'));
}
