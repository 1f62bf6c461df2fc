// What a kept blog page reads fresh for every request (blog-lists.ts): the asker's like and each
// post's likes and views counters, by one statement per turn of the event loop for all the
// requests of that turn (platform/db/pairs-per-turn.ts).
import type { Kysely } from 'kysely';
import { pairsPerTurn } from '../../platform/db/pairs-per-turn.ts';
import type { Database } from '../../platform/db/schema.ts';

export interface FreshParts {
  likes: number;
  views: number;
  is_liked: boolean;
}

interface FreshRow extends FreshParts {
  user_id: string;
  id: string;
}

// Written once: the (asker, post) pairs asked about, each joined to its post and probed against
// blog_likes' primary key (blog_id, user_id).
const readFresh = pairsPerTurn<FreshRow>(`select p.user_id, b.id, b.likes, b.views, l.user_id is not null as is_liked
  from unnest($1::uuid[], $2::uuid[]) as p(user_id, blog_id)
  join blogs b on b.id = p.blog_id
  left join blog_likes l on l.blog_id = p.blog_id and l.user_id = p.user_id`);

/** The asker's like and the counters of these posts, read now (no statement for no posts). */
export async function freshParts(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<Map<string, FreshParts>> {
  const rows = await readFresh(db, userId, ids);
  return new Map(rows.map((row) => [row.id, { likes: row.likes, views: row.views, is_liked: row.is_liked }]));
}
