import '../testing/deviceStorage.ts';
import { openDB } from 'idb';
import { sessionStore } from '../session/sessionStore.ts';
import { fakeNetwork, materialFixture, sessionUser, type FakeRoutes } from '../testing/index.ts';
import type { Material } from '../contract/index.ts';
import {
  OFFLINE_MESSAGES,
  clearKept,
  formatBytes,
  keepMaterial,
  keepOffline,
  listKept,
  offlineNotices,
  offlineSettled,
  readKeptFile,
  removeKept,
  syncKept,
} from './index.ts';


const bytesOf = (text: string): ArrayBuffer => Uint8Array.from(text, (c) => c.charCodeAt(0)).buffer;
const textOf = (bytes: ArrayBuffer): string => String.fromCharCode(...new Uint8Array(bytes));

interface FileReply {
  body?: string;
  status?: number;
  type?: string;
}

/** The API's JSON (fakeNetwork) and its files (path and query to bytes), as the browser's fetch answers them. */
function network<Keys extends string>(json: FakeRoutes<Keys>, files: Record<string, FileReply>) {
  const net = fakeNetwork(json);
  const jsonFetch = globalThis.fetch;
  const fileCalls: string[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const file = files[url.pathname + url.search];
    if (!file) return jsonFetch(input, init);
    fileCalls.push(url.pathname + url.search);
    const status = file.status ?? 200;
    return Promise.resolve({
      ok: status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? (file.type ?? 'application/pdf') : null) },
      arrayBuffer: () => Promise.resolve(bytesOf(file.body ?? '')),
    } as unknown as Response);
  }) as typeof fetch;
  return { fileCalls, restore: () => ((globalThis.fetch = jsonFetch), net.restore()) };
}

const pdf = materialFixture({ id: 'm1', label: 'Graphs', previewUrl: '/api/materials/m1/preview', readUrl: '/api/materials/m1/file?inline=1', size: 12 });
const slides = materialFixture({ id: 'm2', label: 'Slides', type: 'pptx', fileName: 'slides.pptx', readUrl: '/api/materials/m2/file?inline=1', size: 9 });
const viewOnly = materialFixture({ id: 'm3', label: 'Exam', restriction: 'view only', canDownload: false, readUrl: '/api/materials/m3/file?inline=1', size: 8 });

const FILES: Record<string, FileReply> = {
  '/api/materials/m1/file': { body: '%PDF-graphs' },
  '/api/materials/m1/preview': { body: 'webp', type: 'image/webp' },
  '/api/materials/m2/file?inline=1': { body: '%PDF-slides-converted' },
  '/api/materials/m2/file': { body: 'PPTX-bytes', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  '/api/materials/m3/file?inline=1': { body: '%PDF-exam' },
  '/api/materials/m3/file': { status: 403 },
};

const detailsOf = (...materials: Material[]): FakeRoutes<`GET /api/materials/${string}`> =>
  Object.fromEntries(materials.map((material) => [`GET /api/materials/${material.id}`, { data: material }]));

let net: ReturnType<typeof network> | undefined;
afterEach(async () => {
  net?.restore();
  jest.restoreAllMocks();
  await offlineSettled();
  sessionStore.setState({ status: 'signedOut', user: null });
  await offlineSettled();
  await clearKept();
});

test('keeps materials with their sizes and the total, reads them back and removes them; asks once for persistent storage', async () => {
  net = network({}, FILES);
  const persist = jest.fn(() => Promise.resolve(true));
  Object.defineProperty(navigator, 'storage', { value: { persist, persisted: () => Promise.resolve(false) }, configurable: true });
  await keepMaterial('u1', pdf);
  await keepMaterial('u1', slides);
  expect(persist).toHaveBeenCalledTimes(1);
  Reflect.deleteProperty(navigator, 'storage');
  const list = await listKept('u1');
  expect(list.items.map((item) => [item.material.label, item.bytes, item.readable, item.hasOriginal])).toEqual([
    ['Slides', 21 + 10, true, true],
    ['Graphs', 11 + 4, true, true],
  ]);
  expect(list.totalBytes).toBe(46);
  // A PDF's original is the file the viewer reads: it is fetched and kept once.
  expect(net.fileCalls.filter((call) => call.startsWith('/api/materials/m1/'))).toEqual(['/api/materials/m1/file', '/api/materials/m1/preview']);
  expect(textOf((await readKeptFile('u1', 'm1', 'read'))!.bytes)).toBe('%PDF-graphs');
  const original = await readKeptFile('u1', 'm2', 'original');
  expect([textOf(original!.bytes), original!.name]).toEqual(['PPTX-bytes', 'slides.pptx']);
  expect(textOf((await readKeptFile('u1', 'm2', 'read'))!.bytes)).toBe('%PDF-slides-converted');
  await removeKept('u1', 'm1');
  expect((await listKept('u1')).items.map((item) => item.material.id)).toEqual(['m2']);
  expect(formatBytes(13_002_342)).toBe('12.4 MB');
});

test('a View Only material is kept for reading only: its original is never fetched', async () => {
  net = network({}, FILES);
  const kept = await keepMaterial('u1', viewOnly);
  expect([kept.readable, kept.hasOriginal]).toEqual([true, false]);
  expect(net.fileCalls).toEqual(['/api/materials/m3/file?inline=1']);
  expect(await readKeptFile('u1', 'm3', 'original')).toBeNull();
});

test('a second person on the same browser never sees the first one’s kept files', async () => {
  net = network({}, FILES);
  await keepMaterial('u1', pdf);
  expect((await listKept('u2')).items).toEqual([]);
  expect(await readKeptFile('u2', 'm1', 'read')).toBeNull();
});

test('signing out, or in as someone else, clears every kept file of the device', async () => {
  net = network(detailsOf(pdf, slides), FILES);
  sessionStore.getState().signedIn(sessionUser({ id: 'u1' }));
  await keepOffline(pdf);
  await offlineSettled();
  expect((await listKept('u1')).items).toHaveLength(1);
  sessionStore.getState().signedOut();
  await offlineSettled();
  expect((await listKept('u1')).items).toEqual([]);

  sessionStore.getState().signedIn(sessionUser({ id: 'u1' }));
  await keepOffline(slides);
  sessionStore.getState().signedIn(sessionUser({ id: 'u2' }));
  await offlineSettled();
  expect((await listKept('u1')).items).toEqual([]);
});

/** Holds the next call to `path` until `release()` (a slow network), saying when it was `reached`. */
function holdNext(path: string) {
  const realFetch = globalThis.fetch;
  let release!: () => void;
  let reach!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== path) return realFetch(input, init);
    globalThis.fetch = realFetch;
    reach();
    return released.then(() => realFetch(input, init));
  }) as typeof fetch;
  return { reached, release };
}

/** Clears the device, as signing out does, while `work` waits for its call to `path`; then lets it finish. */
async function clearedWhileWaiting(path: string, work: () => Promise<unknown>) {
  const slow = holdNext(path);
  const running = work();
  await slow.reached;
  await clearKept();
  slow.release();
  await running;
}

test('a sync answered just before sign-out brings nothing back once the device is cleared', async () => {
  net = network(detailsOf(pdf), FILES);
  await keepMaterial('u1', pdf);
  await clearedWhileWaiting('/api/materials/m1', () => syncKept('u1'));
  expect((await listKept('u1')).items).toEqual([]);
});

test('a keep whose files arrive after sign-out stores nothing', async () => {
  net = network(detailsOf(pdf), FILES);
  await clearedWhileWaiting('/api/materials/m1/file', () => keepMaterial('u1', pdf));
  expect((await listKept('u1')).items).toEqual([]);
});

test('a kept file whose bytes were changed or cut is dropped, never returned, and fetched again at the next sync', async () => {
  net = network(detailsOf(pdf), FILES);
  await keepMaterial('u1', pdf);
  const db = await openDB('lectern-offline');
  await db.put('files', { userId: 'u1', materialId: 'm1', kind: 'original', bytes: bytesOf('%PDF-grapHs') });
  await db.put('files', { userId: 'u1', materialId: 'm1', kind: 'preview', bytes: bytesOf('we') });
  db.close();
  expect(await readKeptFile('u1', 'm1', 'read')).toBeNull();
  expect(await readKeptFile('u1', 'm1', 'preview')).toBeNull();
  expect((await listKept('u1')).totalBytes).toBe(0);

  await syncKept('u1');
  expect(textOf((await readKeptFile('u1', 'm1', 'read'))!.bytes)).toBe('%PDF-graphs');
  expect((await listKept('u1')).totalBytes).toBe(15);
});

test('a full device gets a clear message, and nothing half-kept', async () => {
  net = network({}, FILES);
  jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  await expect(keepMaterial('u1', pdf)).rejects.toThrow(OFFLINE_MESSAGES.quotaExceeded);
  jest.restoreAllMocks();
  expect((await listKept('u1')).items).toEqual([]);
});

test('a failed fetch says so', async () => {
  net = network({}, { ...FILES, '/api/materials/m1/file': { status: 500 } });
  await expect(keepMaterial('u1', pdf)).rejects.toThrow(OFFLINE_MESSAGES.fetchFailed);
});

test('the sync drops a removed and a restricted material with a notice, and refreshes the rest', async () => {
  net = network({}, FILES);
  sessionStore.getState().signedIn(sessionUser({ id: 'u1' }));
  for (const material of [pdf, slides, viewOnly]) await keepOffline(material);
  await offlineSettled();
  net.restore();
  net = network(
    {
      'GET /api/materials/m1': { status: 404, error: { code: 'NOT_FOUND', message: 'Not found' } },
      'GET /api/materials/m2': { data: { ...slides, canDownload: false, restriction: 'view only' } },
      'GET /api/materials/m3': { data: { ...viewOnly, label: 'Exam (2025)' } },
    },
    FILES,
  );
  const { syncNow } = await import('./index.ts');
  await syncNow();
  expect(offlineNotices().map((notice) => notice.text)).toEqual([
    '"Graphs" is no longer available and was removed from this device.',
    '"Slides" can no longer be downloaded and was removed from this device. You can keep it again for reading only.',
  ]);
  expect((await listKept('u1')).items.map((item) => item.material.label)).toEqual(['Exam (2025)']);
});
