import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeptBytes, KeptRecord } from './types.ts';

const DB_NAME = 'lectern-offline';
const DB_VERSION = 1;

export interface OfflineSchema extends DBSchema {
  kept: { key: [string, string]; value: KeptRecord; indexes: { byUser: string } };
  files: { key: [string, string, string]; value: KeptBytes; indexes: { byUser: string; byMaterial: [string, string] } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | null = null;

/** Whether this browser has IndexedDB (a test environment or an old browser may not). */
export function hasDeviceStore(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** The device's store of kept materials; every key starts with the person's id. */
export function deviceDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const kept = db.createObjectStore('kept', { keyPath: ['userId', 'materialId'] });
      kept.createIndex('byUser', 'userId');
      const files = db.createObjectStore('files', { keyPath: ['userId', 'materialId', 'kind'] });
      files.createIndex('byUser', 'userId');
      files.createIndex('byMaterial', ['userId', 'materialId']);
    },
    // Another tab upgrading the store: let it, and open again next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}
