// The device's kept materials, per person: every function takes the person's id, and every key
// starts with it, so one person's files are never read as another's.
import type { Material } from '../contract/index.ts';
import { deviceDb, hasDeviceStore, type OfflineDb } from './deviceDb.ts';
import { fetchFile, filesToKeep, type FetchedFile } from './fetchFile.ts';
import { passesCheck } from './fileCheck.ts';
import { isQuotaError, OfflineError } from './offlineError.ts';
import type { KeepProgress, KeptFile, KeptFileKind, KeptList, KeptMaterial, KeptRecord, KeptSummary } from './types.ts';

let persistAsked = false;

/** Asks once per page that the browser keep this site's storage under pressure; a refusal changes nothing. */
async function askToPersist(): Promise<void> {
  if (persistAsked) return;
  persistAsked = true;
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (storage?.persist && !(await storage.persisted?.())) await storage.persist();
  } catch {
    // Persistence is a request, not a condition of keeping.
  }
}

/** Refuses before writing when the browser already says the files will not fit. */
async function checkRoom(bytes: number): Promise<void> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < bytes) {
    throw new OfflineError('quota');
  }
}

/** A transaction's writes, with a full device told apart from other failures. */
async function write(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof OfflineError) throw error;
    throw new OfflineError(isQuotaError(error) ? 'quota' : 'storage');
  }
}

const key = (userId: string, materialId: string): [string, string] => [userId, materialId];

async function deleteMaterial(db: OfflineDb, userId: string, materialId: string): Promise<void> {
  const tx = db.transaction(['kept', 'files'], 'readwrite');
  const files = tx.objectStore('files');
  const fileKeys = await files.index('byMaterial').getAllKeys(key(userId, materialId));
  await Promise.all([tx.objectStore('kept').delete(key(userId, materialId)), ...fileKeys.map((fileKey) => files.delete(fileKey)), tx.done]);
}

/**
 * Moves each time every kept file leaves the device (sign-out): a keep that began before stores
 * nothing. IndexedDB runs the clearing's transaction and a store's in the order they began, so a
 * store that began first is cleared too.
 */
let deviceClears = 0;

/**
 * Writes a material's record and fetched files in one transaction (all or nothing). A new keep gives the device's
 * clear count when it began (`keepBegan`) and stores nothing if the device was cleared since; a
 * refresh (none given) writes only while the material is still kept. Either way an answer that
 * arrives after a sign-out or a removal brings nothing back.
 */
async function storeKept(db: OfflineDb, record: KeptRecord, fetched: FetchedFile[], keepBegan?: number): Promise<void> {
  await write(async () => {
    const tx = db.transaction(['kept', 'files'], 'readwrite');
    const wanted = keepBegan === undefined ? (await tx.objectStore('kept').count(key(record.userId, record.materialId))) > 0 : keepBegan === deviceClears;
    if (!wanted) return tx.done;
    const files = tx.objectStore('files');
    const kinds = new Set(fetched.map((file) => file.meta.kind));
    const previous = await files.index('byMaterial').getAll(key(record.userId, record.materialId));
    const writes: Array<Promise<unknown>> = previous
      .filter((file) => !record.files.some((meta) => meta.kind === file.kind) && !kinds.has(file.kind))
      .map((file) => files.delete([file.userId, file.materialId, file.kind]));
    for (const file of fetched) {
      writes.push(files.put({ userId: record.userId, materialId: record.materialId, kind: file.meta.kind, bytes: file.bytes }));
    }
    writes.push(tx.objectStore('kept').put(record));
    const results = await Promise.allSettled(writes);
    // A full device aborts the transaction: its own error says so (the writes only say "aborted").
    await tx.done;
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
}

/**
 * Keeps a material on the device for one person: its details, the PDF the viewer reads, the
 * original (only when it may be downloaded) and the preview image, each with its size and hash.
 */
export async function keepMaterial(userId: string, material: Material, onProgress?: KeepProgress): Promise<KeptSummary> {
  if (!hasDeviceStore()) throw new OfflineError('unsupported');
  const kinds = filesToKeep(material);
  if (!kinds.length) throw new OfflineError('nothingToKeep');
  const began = deviceClears;
  void askToPersist();
  const fetched: FetchedFile[] = [];
  onProgress?.(0, kinds.length, 'files');
  for (const kind of kinds) {
    try {
      fetched.push(await fetchFile(material, kind));
    } catch (error) {
      // The preview image is a picture of the first page: a material reads without it.
      if (kind !== 'preview') throw error;
    }
    onProgress?.(fetched.length, kinds.length, 'files');
  }
  const bytes = fetched.reduce((sum, file) => sum + file.meta.size, 0);
  await checkRoom(bytes);
  const record: KeptRecord = {
    userId,
    materialId: material.id,
    material,
    keptAt: new Date().toISOString(),
    files: fetched.map((file) => file.meta),
    stale: [],
  };
  const db = await deviceDb();
  await storeKept(db, record, fetched, began);
  return summaryOf(record);
}

function summaryOf(record: KeptRecord): KeptSummary {
  const has = (kind: KeptFileKind) => record.files.some((file) => file.kind === kind);
  return {
    material: record.material,
    keptAt: record.keptAt,
    bytes: record.files.reduce((sum, file) => sum + file.size, 0),
    readable: has('read') || (record.material.type === 'pdf' && has('original')),
    hasOriginal: has('original'),
  };
}

/** The person's kept materials, the last kept first, with their sizes and the total. */
export async function listKept(userId: string): Promise<KeptList> {
  if (!hasDeviceStore()) return { items: [], totalBytes: 0 };
  const db = await deviceDb();
  const records = await db.getAllFromIndex('kept', 'byUser', userId);
  const items = records.map(summaryOf).sort((a, b) => b.keptAt.localeCompare(a.keptAt));
  return { items, totalBytes: items.reduce((sum, item) => sum + item.bytes, 0) };
}

export async function isKept(userId: string, materialId: string): Promise<boolean> {
  if (!hasDeviceStore()) return false;
  return (await (await deviceDb()).count('kept', key(userId, materialId))) > 0;
}

export async function removeKept(userId: string, materialId: string): Promise<void> {
  if (!hasDeviceStore()) return;
  await deleteMaterial(await deviceDb(), userId, materialId);
}

/** Removes every kept file of one person, or, with no one named, of everyone on this device. */
export async function clearKept(userId?: string): Promise<void> {
  if (!hasDeviceStore()) return;
  if (userId === undefined) deviceClears += 1;
  const db = await deviceDb();
  const tx = db.transaction(['kept', 'files'], 'readwrite');
  if (userId === undefined) {
    await Promise.all([tx.objectStore('kept').clear(), tx.objectStore('files').clear(), tx.done]);
    return;
  }
  const keptKeys = await tx.objectStore('kept').index('byUser').getAllKeys(userId);
  const fileKeys = await tx.objectStore('files').index('byUser').getAllKeys(userId);
  await Promise.all([...keptKeys.map((k) => tx.objectStore('kept').delete(k)), ...fileKeys.map((k) => tx.objectStore('files').delete(k)), tx.done]);
}

/** Removes every kept file that is not this person's (someone else signed in on this browser). */
export async function clearAllBut(userId: string): Promise<void> {
  if (!hasDeviceStore()) return;
  const db = await deviceDb();
  const tx = db.transaction(['kept', 'files'], 'readwrite');
  const keptKeys = (await tx.objectStore('kept').getAllKeys()).filter(([owner]) => owner !== userId);
  const fileKeys = (await tx.objectStore('files').getAllKeys()).filter(([owner]) => owner !== userId);
  await Promise.all([...keptKeys.map((k) => tx.objectStore('kept').delete(k)), ...fileKeys.map((k) => tx.objectStore('files').delete(k)), tx.done]);
}

/** Drops a file that failed its check and marks it to be fetched again at the next online sync. */
async function markStale(db: OfflineDb, record: KeptRecord, kind: KeptFileKind): Promise<void> {
  const tx = db.transaction(['kept', 'files'], 'readwrite');
  const next: KeptRecord = {
    ...record,
    files: record.files.filter((file) => file.kind !== kind),
    stale: record.stale.includes(kind) ? record.stale : [...record.stale, kind],
  };
  await Promise.all([tx.objectStore('files').delete([record.userId, record.materialId, kind]), tx.objectStore('kept').put(next), tx.done]);
}

/** The file that holds what `kind` asks for: a PDF's readable file is its original when that was kept. */
function storedKind(record: KeptRecord, kind: KeptFileKind): KeptFileKind | null {
  if (record.files.some((file) => file.kind === kind)) return kind;
  if (kind === 'read' && record.material.type === 'pdf' && record.files.some((file) => file.kind === 'original')) return 'original';
  return null;
}

async function readChecked(db: OfflineDb, record: KeptRecord, kind: KeptFileKind): Promise<KeptFile | null> {
  const stored = storedKind(record, kind);
  const meta = stored && record.files.find((file) => file.kind === stored);
  if (!stored || !meta) return null;
  const bytes = (await db.get('files', [record.userId, record.materialId, stored]))?.bytes;
  if (!bytes || !(await passesCheck(bytes, meta))) {
    await markStale(db, record, stored);
    return null;
  }
  return { blob: new Blob([bytes], { type: meta.type }), bytes, size: meta.size, type: meta.type, name: meta.name };
}

/**
 * One kept file, only when it still has the size and hash it was kept with; one that does not
 * (tampered with, truncated) is dropped, never returned, and is fetched again at the next sync.
 */
export async function readKeptFile(userId: string, materialId: string, kind: KeptFileKind): Promise<KeptFile | null> {
  if (!hasDeviceStore()) return null;
  const db = await deviceDb();
  const record = await db.get('kept', key(userId, materialId));
  return record ? readChecked(db, record, kind) : null;
}

/** A kept material's details and the files of it that pass their check. */
export async function readKept(userId: string, materialId: string): Promise<KeptMaterial | null> {
  if (!hasDeviceStore()) return null;
  const db = await deviceDb();
  const record = await db.get('kept', key(userId, materialId));
  if (!record) return null;
  // One at a time: a failed check rewrites the record the next read starts from.
  const read = await readChecked(db, record, 'read');
  const original = await readChecked(db, (await db.get('kept', key(userId, materialId))) ?? record, 'original');
  const preview = await readChecked(db, (await db.get('kept', key(userId, materialId))) ?? record, 'preview');
  return { material: record.material, keptAt: record.keptAt, read, original, preview };
}

/** Every kept record of a person (the sync's work list). */
export async function keptRecords(userId: string): Promise<KeptRecord[]> {
  if (!hasDeviceStore()) return [];
  return (await deviceDb()).getAllFromIndex('kept', 'byUser', userId);
}

/** Saves fresh details and any files fetched again, clearing them from the stale list; only while the material is still kept. */
export async function refreshKept(record: KeptRecord, material: Material, fetched: FetchedFile[]): Promise<void> {
  const kinds = new Set(fetched.map((file) => file.meta.kind));
  const next: KeptRecord = {
    ...record,
    material,
    files: [...record.files.filter((file) => !kinds.has(file.kind)), ...fetched.map((file) => file.meta)],
    stale: record.stale.filter((kind) => !kinds.has(kind)),
  };
  await storeKept(await deviceDb(), next, fetched);
}
