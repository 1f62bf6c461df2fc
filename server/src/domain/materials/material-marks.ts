// The asker's own marks (saved, liked) on the materials of a list page, read fresh for every
// request. Under load many pages are answered at once, and each asking PostgreSQL separately
// would cost a round trip and a query plan apiece (the planning is most of this small query's
// cost): the requests that reach this point in the same turn of the event loop are answered
// by one query together. Nothing is kept between turns, so every answer is as of after its
// request arrived.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** The asker's own marks among some materials. */
export interface Marks {
  saved: ReadonlySet<string>;
  liked: ReadonlySet<string>;
}

const NO_MARKS: Marks = { saved: new Set(), liked: new Set() };

interface Waiting {
  userId: string;
  ids: readonly string[];
  resolve(marks: Marks): void;
  reject(error: unknown): void;
}

// Written once, never built or compiled per request: the (user, material) pairs asked about,
// each probed against both tables' primary keys (user_id, material_id).
const MARKS_SQL = `select user_id, material_id, true as saved from saved_materials
    where (user_id, material_id) in (select * from unnest($1::uuid[], $2::uuid[]))
  union all
  select user_id, material_id, false as saved from material_likes
    where (user_id, material_id) in (select * from unnest($1::uuid[], $2::uuid[]))`;

interface MarkRow {
  user_id: string;
  material_id: string;
  saved: boolean;
}

class MarksReader {
  private waiting: Waiting[] = [];

  constructor(private readonly db: Kysely<Database>) {}

  read(userId: string, ids: readonly string[]): Promise<Marks> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ userId, ids, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    const users: string[] = [];
    const materials: string[] = [];
    for (const { userId, ids } of batch) {
      for (const id of ids) {
        users.push(userId);
        materials.push(id);
      }
    }
    let rows: MarkRow[];
    try {
      ({ rows } = await this.db.executeQuery(CompiledQuery.raw(MARKS_SQL, [users, materials]) as CompiledQuery<MarkRow>));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    const byUser = new Map<string, { saved: Set<string>; liked: Set<string> }>();
    for (const row of rows) {
      let marks = byUser.get(row.user_id);
      if (!marks) byUser.set(row.user_id, (marks = { saved: new Set(), liked: new Set() }));
      (row.saved ? marks.saved : marks.liked).add(row.material_id);
    }
    // Two pages of one person in a batch share their marks: each only looks up its own ids.
    for (const waiting of batch) waiting.resolve(byUser.get(waiting.userId) ?? NO_MARKS);
  }
}

const readers = new WeakMap<Kysely<Database>, MarksReader>();

/** Which of `ids` the user saved and liked, read now (no query for no ids). */
export function marksOf(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<Marks> {
  if (ids.length === 0) return Promise.resolve(NO_MARKS);
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new MarksReader(db)));
  return reader.read(userId, ids);
}
