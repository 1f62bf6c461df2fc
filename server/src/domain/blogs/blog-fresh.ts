// What a kept blog page reads fresh for every request (blog-lists.ts): the asker's like and each
// post's likes and views counters. As with the materials' marks (materials/material-marks.ts),
// the requests that reach this point in the same turn of the event loop are answered by one
// statement together: under load that is one round trip and one plan for many pages instead of
// one each. Nothing is kept between turns, so every answer is as of after its request arrived.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface FreshParts {
  likes: number;
  views: number;
  is_liked: boolean;
}

interface Waiting {
  userId: string;
  ids: readonly string[];
  resolve(parts: Map<string, FreshParts>): void;
  reject(error: unknown): void;
}

// Written once: the (asker, post) pairs asked about, each joined to its post and probed against
// blog_likes' primary key (blog_id, user_id).
const FRESH_SQL = `select p.user_id, b.id, b.likes, b.views, l.user_id is not null as is_liked
  from unnest($1::uuid[], $2::uuid[]) as p(user_id, blog_id)
  join blogs b on b.id = p.blog_id
  left join blog_likes l on l.blog_id = p.blog_id and l.user_id = p.user_id`;

interface FreshRow extends FreshParts {
  user_id: string;
  id: string;
}

class FreshReader {
  private waiting: Waiting[] = [];

  constructor(private readonly db: Kysely<Database>) {}

  read(userId: string, ids: readonly string[]): Promise<Map<string, FreshParts>> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ userId, ids, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    const users: string[] = [];
    const blogs: string[] = [];
    for (const { userId, ids } of batch) {
      for (const id of ids) {
        users.push(userId);
        blogs.push(id);
      }
    }
    let rows: FreshRow[];
    try {
      ({ rows } = await this.db.executeQuery(CompiledQuery.raw(FRESH_SQL, [users, blogs]) as CompiledQuery<FreshRow>));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    const byUser = new Map<string, Map<string, FreshParts>>();
    for (const row of rows) {
      let parts = byUser.get(row.user_id);
      if (!parts) byUser.set(row.user_id, (parts = new Map()));
      parts.set(row.id, { likes: row.likes, views: row.views, is_liked: row.is_liked });
    }
    for (const waiting of batch) waiting.resolve(byUser.get(waiting.userId) ?? new Map());
  }
}

const readers = new WeakMap<Kysely<Database>, FreshReader>();

/** The asker's like and the counters of these posts, read now (no statement for no posts). */
export function freshParts(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<Map<string, FreshParts>> {
  if (ids.length === 0) return Promise.resolve(new Map());
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new FreshReader(db)));
  return reader.read(userId, ids);
}
