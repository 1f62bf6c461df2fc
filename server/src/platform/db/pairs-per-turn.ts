// Reads about (person, id) pairs for many requests at once. Under load many pages are answered at
// the same moment, and each asking PostgreSQL separately would cost a round trip and a query plan
// apiece (the planning is most of a small query's cost): the requests that reach a reader in the
// same turn of the event loop are answered by one statement together. Nothing is kept between
// turns, so every answer is as of after its request arrived.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

interface Waiting<Row> {
  userId: string;
  ids: readonly string[];
  resolve(rows: Row[]): void;
  reject(error: unknown): void;
}

class TurnBatch<Row extends { user_id: string }> {
  private waiting: Waiting<Row>[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sql: string,
  ) {}

  read(userId: string, ids: readonly string[]): Promise<Row[]> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ userId, ids, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    const users: string[] = [];
    const ids: string[] = [];
    for (const waiting of batch) {
      for (const id of waiting.ids) {
        users.push(waiting.userId);
        ids.push(id);
      }
    }
    let rows: Row[];
    try {
      ({ rows } = await this.db.executeQuery(CompiledQuery.raw(this.sql, [users, ids]) as CompiledQuery<Row>));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    const byUser = new Map<string, Row[]>();
    for (const row of rows) {
      const mine = byUser.get(row.user_id);
      if (mine) mine.push(row);
      else byUser.set(row.user_id, [row]);
    }
    // Two pages of one person in a batch share their rows: each looks up only its own ids.
    for (const waiting of batch) waiting.resolve(byUser.get(waiting.userId) ?? []);
  }
}

/**
 * A reader for `sql`, which takes the people as `$1::uuid[]` and the ids as `$2::uuid[]` (pairs,
 * index by index) and returns rows with the person's `user_id`: each call gets its person's rows,
 * read by one statement per turn of the event loop for all the calls of that turn.
 */
export function pairsPerTurn<Row extends { user_id: string }>(sql: string) {
  const batches = new WeakMap<Kysely<Database>, TurnBatch<Row>>();
  return (db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<Row[]> => {
    if (ids.length === 0) return Promise.resolve([]);
    let batch = batches.get(db);
    if (!batch) batches.set(db, (batch = new TurnBatch<Row>(db, sql)));
    return batch.read(userId, ids);
  };
}
