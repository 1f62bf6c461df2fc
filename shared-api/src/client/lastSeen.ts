// What a signed-in person last saw of their lists, kept on the device so that the lists still show
// it when the network is gone ("Offline: showing what you saw at 14:05").
//
// Why not @tanstack/query-persist-client-core: its releases pin an exact, older query-core
// (5.104.x against our 5.108), so every app would bundle a second copy of query-core. What we
// need is small: remember the answers of a few queries, put them back when offline.
import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { IDBPDatabase } from 'idb';
import { sessionStore } from '../session/sessionStore.ts';
import { hasCode } from './apiError.ts';

const DB_NAME = 'lectern-last-seen';
const STORE = 'answers';
/** Enough for the pages a student moves between; the oldest go first. */
export const LAST_SEEN_MAX_ENTRIES = 60;
/** An answer older than this is not worth showing: it would mislead more than help. */
export const LAST_SEEN_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

interface SeenAnswer {
  /** `${userId} ${queryHash}`: one person's answers never show to another. */
  id: string;
  userId: string;
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

let database: Promise<IDBPDatabase> | null = null;
/**
 * idb loads with the first answer worth keeping: every page starts with this module, and a
 * visitor, who has nothing to keep, never needs it (the shell keeps it out of its start-up chunk).
 */
function open(): Promise<IDBPDatabase> {
  database ??= import('idb').then(({ openDB }) =>
    openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore(STORE, { keyPath: 'id' }).createIndex('userId', 'userId');
      },
    }),
  );
  return database;
}

const currentUserId = () => sessionStore.getState().user?.id ?? null;

function matches(queryKey: QueryKey, prefixes: readonly QueryKey[]): boolean {
  return prefixes.some((prefix) => prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(queryKey[index])));
}

async function remember(query: Query, userId: string): Promise<void> {
  const db = await open();
  const answer: SeenAnswer = {
    id: `${userId} ${query.queryHash}`,
    userId,
    queryKey: query.queryKey,
    data: query.state.data,
    updatedAt: query.state.dataUpdatedAt,
  };
  await db.put(STORE, answer);
  const mine = await db.getAllFromIndex(STORE, 'userId', userId);
  if (mine.length <= LAST_SEEN_MAX_ENTRIES) return;
  const oldest = (mine as SeenAnswer[]).sort((a, b) => a.updatedAt - b.updatedAt).slice(0, mine.length - LAST_SEEN_MAX_ENTRIES);
  await Promise.all(oldest.map((entry) => db.delete(STORE, entry.id)));
}

/** Puts back what the person saw, for every remembered query that has nothing newer in memory. */
export async function restoreLastSeen(client: QueryClient, now = Date.now()): Promise<void> {
  const userId = currentUserId();
  if (!userId) return;
  const mine = (await (await open()).getAllFromIndex(STORE, 'userId', userId)) as SeenAnswer[];
  for (const answer of mine) {
    if (now - answer.updatedAt > LAST_SEEN_MAX_AGE_MS) continue;
    const inMemory = client.getQueryState(answer.queryKey);
    if (inMemory && inMemory.data !== undefined && inMemory.dataUpdatedAt >= answer.updatedAt) continue;
    client.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
  }
}

/** Forgets every answer on this device (sign-out, or another person signing in). */
export async function forgetLastSeen(): Promise<void> {
  await (await open()).clear(STORE);
}

/**
 * Remembers the answers of the queries under `prefixes` for the signed-in person, puts them
 * back whenever the browser goes offline (and at once when it starts offline), and forgets
 * them all when the person signs out or someone else signs in. Returns the function that stops it.
 */
export function keepLastSeen(client: QueryClient, prefixes: readonly QueryKey[]): () => void {
  if (typeof indexedDB === 'undefined') return () => {};
  const report = (error: unknown) => console.warn('Could not keep what was last seen', error);
  const restore = () => void restoreLastSeen(client).catch(report);
  // react-query starts out believing it is online; a page opened without a network is not.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

  const stopCache = client.getQueryCache().subscribe((event) => {
    if (!matches(event.query.queryKey, prefixes)) return;
    const userId = currentUserId();
    if (!userId) return;
    // An answer the page carried (the query starts with it, never fetching it) is what was seen too.
    if (event.type === 'added' && event.query.state.data !== undefined) remember(event.query, userId).catch(report);
    if (event.type !== 'updated') return;
    if (event.action.type === 'success' && !event.action.manual) remember(event.query, userId).catch(report);
    // The browser says it is online but the call got no answer (a dead connection): same as offline.
    if (event.action.type === 'error' && hasCode(event.action.error, 'NETWORK') && event.query.state.data === undefined) restore();
  });

  const stopOnline = onlineManager.subscribe((online) => {
    if (!online) restore();
  });

  let userId = currentUserId();
  const stopSession = sessionStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === userId) return;
    const previous = userId;
    userId = next;
    if (previous !== null) void forgetLastSeen().catch(report);
    if (next !== null && !onlineManager.isOnline()) restore();
  });
  if (!onlineManager.isOnline()) restore();

  return () => {
    stopCache();
    stopOnline();
    stopSession();
  };
}
