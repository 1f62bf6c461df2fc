// FileStorage on the local disk (local-disk.ts): the contract every storage keeps
// (conformance.ts), with stored files at `files/objects/<2 hex>/<key>` and uploads under way in
// `files/tmp/`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import type { FileStorage } from '../../src/platform/storage/storage.ts';
import { listStoredFiles } from '../helpers/stored-files.ts';
import { describeFileStorageContract, type StorageUnderTest } from './conformance.ts';

let dataDir: string;
let storage: FileStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-storage-'));
  storage = createLocalDiskStorage(path.join(dataDir, 'files'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const OBJECTS = `objects${path.sep}`;

describeFileStorageContract(
  (): StorageUnderTest => ({
    storage,
    tempFiles: () => listStoredFiles(dataDir).filter((file) => !file.startsWith(OBJECTS)),
    storedNames: async () => listStoredFiles(dataDir).filter((file) => file.startsWith(OBJECTS)),
    nameOf: (key) => path.join('objects', key.slice(0, 2), key),
  }),
);

test('one server’s own disk: not shared, so the orphan sweep need not spare recent files', () => {
  expect(storage.shared).toBe(false);
});
