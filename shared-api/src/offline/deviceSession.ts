// The kept materials of whoever is signed in: the store's functions bound to the session, the
// sign-out rule (every kept file leaves the device) and the sync when the browser is online.
// The session from the package's main entry, the federation's shared singleton: a relative import
// would be this entry's own copy of the store in a remote's bundle, never signed in.
import { onBeforeLogout, sessionStore, type SessionState } from '@lectern/shared-api';
import type { Material } from '../contract/index.ts';
import { clearAllBut, clearKept, isKept, keepMaterial, listKept, readKept, readKeptFile, removeKept } from './keptStore.ts';
import { keepAppOffline } from './keepApp.ts';
import { OfflineError } from './offlineError.ts';
import { syncKept } from './syncKept.ts';
import type { KeepProgress, KeptFileKind, KeptList, KeptMaterial, KeptFile, KeptSummary, OfflineNotice, SyncResult } from './types.ts';

/** Set when sign-out begins; a page that reloads before the clearing ends finishes it at the next start. */
const CLEAR_PENDING = 'lectern-offline-clear-pending';
/** A sync on going online or on start, at most this often. */
const SYNC_INTERVAL_MS = 30_000;

const listeners = new Set<() => void>();
let notices: OfflineNotice[] = [];
let pending: Promise<unknown> = Promise.resolve();
let watching = false;
let syncing: Promise<SyncResult | null> | null = null;
let lastSync = { userId: '', at: 0 };

const userId = (): string | null => sessionStore.getState().user?.id ?? null;

/** Something about the kept materials changed: every hook reads again. */
function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Work that must end before anything is read again (clearing on sign-out). */
function track<T>(work: Promise<T>): Promise<T> {
  pending = pending.then(() => work).catch(() => undefined);
  return work;
}

/** Resolves when the clearing and syncing started so far have ended (tests, and the sign-out flow). */
export async function offlineSettled(): Promise<void> {
  let seen: Promise<unknown>;
  do {
    seen = pending;
    await seen;
    await syncing;
  } while (seen !== pending);
}

function setPendingClear(on: boolean): void {
  try {
    if (on) localStorage.setItem(CLEAR_PENDING, '1');
    else localStorage.removeItem(CLEAR_PENDING);
  } catch {
    // No localStorage (private mode): the clearing still runs now.
  }
}

function clearingPending(): boolean {
  try {
    return localStorage.getItem(CLEAR_PENDING) === '1';
  } catch {
    return false;
  }
}

/** Removes every kept file of the device (sign-out on a shared computer). */
export function clearDevice(): Promise<void> {
  setPendingClear(true);
  notices = [];
  return track(
    clearKept().then(() => {
      setPendingClear(false);
      changed();
    }),
  );
}

function onSessionChange(state: SessionState, previous: SessionState): void {
  const now = state.user?.id ?? null;
  const before = previous.user?.id ?? null;
  if (now === before) return;
  if (now === null) void clearDevice();
  else {
    notices = [];
    void track(clearAllBut(now).then(changed));
    void syncIfDue();
  }
}

function onOnline(): void {
  void syncIfDue(true);
}

/**
 * Starts the rules that hold for the whole page: signing out (or in as someone else) clears the
 * device's kept files, and the kept materials are synced on start and when the browser goes
 * online. Idempotent; the hooks call it, and the app may call it at start.
 */
export function watchOffline(): void {
  if (watching) return;
  watching = true;
  sessionStore.subscribe(onSessionChange);
  onBeforeLogout(() => void clearDevice());
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  if (clearingPending()) void clearDevice();
  const current = userId();
  if (current) void track(clearAllBut(current));
  void syncIfDue();
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Syncs the signed-in person's kept materials when online, unless one ran in the last 30 s. */
export async function syncIfDue(force = false): Promise<SyncResult | null> {
  const current = userId();
  if (!current || !isOnline()) return null;
  if (!force && lastSync.userId === current && Date.now() - lastSync.at < SYNC_INTERVAL_MS) return null;
  return syncNow();
}

/** Syncs now (one sync at a time); its notices are added to those the Offline list shows. */
export function syncNow(): Promise<SyncResult | null> {
  const current = userId();
  if (!current) return Promise.resolve(null);
  syncing ??= (async () => {
    await pending;
    lastSync = { userId: current, at: Date.now() };
    const result = await syncKept(current).catch(() => null);
    // Someone else signed in meanwhile: these notices are not theirs.
    if (result && userId() === current) {
      notices = [...notices, ...result.notices];
      changed();
    }
    return result;
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

export const offlineNotices = (): OfflineNotice[] => notices;

export function dismissNotice(id: string): void {
  notices = notices.filter((notice) => notice.id !== id);
  changed();
}

function signedInId(): string {
  const current = userId();
  if (!current) throw new OfflineError('signedOut');
  return current;
}

/** Keeps a material on this device for the signed-in person. */
export async function keepOffline(material: Material, onProgress?: KeepProgress): Promise<KeptSummary> {
  watchOffline();
  const owner = signedInId();
  await pending;
  // The app that reads it first: a material is never shown kept that could not be opened offline.
  await keepAppOffline(onProgress);
  const kept = await keepMaterial(owner, material, onProgress);
  // Signed out while the files came: they are not left behind.
  if (userId() !== owner) {
    await removeKept(owner, material.id);
    throw new OfflineError('signedOut');
  }
  changed();
  return kept;
}

export async function removeOffline(materialId: string): Promise<void> {
  const current = userId();
  if (!current) return;
  await removeKept(current, materialId);
  changed();
}

const EMPTY: KeptList = { items: [], totalBytes: 0 };

export async function listOffline(): Promise<KeptList> {
  await pending;
  const current = userId();
  return current ? listKept(current) : EMPTY;
}

export async function isKeptOffline(materialId: string): Promise<boolean> {
  await pending;
  const current = userId();
  return current ? isKept(current, materialId) : false;
}

/** A kept file of the signed-in person that passes its check, else null (a failed one is dropped). */
export async function readOfflineFile(materialId: string, kind: KeptFileKind): Promise<KeptFile | null> {
  await pending;
  const current = userId();
  if (!current) return null;
  const file = await readKeptFile(current, materialId, kind).catch(() => null);
  return file;
}

export async function readOffline(materialId: string): Promise<KeptMaterial | null> {
  await pending;
  const current = userId();
  return current ? readKept(current, materialId).catch(() => null) : null;
}

/**
 * Saves a kept material's original file, as its download would (for when the network is gone).
 * Resolves false when this device holds no original of it that passes its check.
 */
export async function saveKeptOriginal(materialId: string): Promise<boolean> {
  const file = await readOfflineFile(materialId, 'original');
  if (!file) return false;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name ?? 'material';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
