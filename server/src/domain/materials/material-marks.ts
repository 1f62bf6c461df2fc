// The asker's own marks (saved, liked) on the materials of a list page, read fresh for every
// request, by one statement per turn of the event loop for all the requests of that turn
// (platform/db/pairs-per-turn.ts).
import type { Kysely } from 'kysely';
import { pairsPerTurn } from '../../platform/db/pairs-per-turn.ts';
import type { Database } from '../../platform/db/schema.ts';

/** The asker's own marks among some materials. */
export interface Marks {
  saved: ReadonlySet<string>;
  liked: ReadonlySet<string>;
}

interface MarkRow {
  user_id: string;
  material_id: string;
  saved: boolean;
}

// Written once, never built or compiled per request: the (user, material) pairs asked about,
// each probed against both tables' primary keys (user_id, material_id).
const readMarks = pairsPerTurn<MarkRow>(`select user_id, material_id, true as saved from saved_materials
    where (user_id, material_id) in (select * from unnest($1::uuid[], $2::uuid[]))
  union all
  select user_id, material_id, false as saved from material_likes
    where (user_id, material_id) in (select * from unnest($1::uuid[], $2::uuid[]))`);

/** Which of `ids` the user saved and liked, read now (no query for no ids). */
export async function marksOf(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<Marks> {
  const rows = await readMarks(db, userId, ids);
  return {
    saved: new Set(rows.filter((row) => row.saved).map((row) => row.material_id)),
    liked: new Set(rows.filter((row) => !row.saved).map((row) => row.material_id)),
  };
}
