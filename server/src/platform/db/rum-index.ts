// The RUM index (docs/documents.md, "The RUM index"): listed materials' words with each one's date
// beside them in the index, so that "the newest materials holding these words" is read from the
// index alone, in order, instead of visiting every match's row and sorting. It needs PostgreSQL's
// `rum` extension (Debian's postgresql-15-rum); where that is absent (the embedded PGlite, a
// managed PostgreSQL without it) nothing is built and the search keeps the GIN index's way, with
// the same results in the same order.
//
// An online migration: run after the others at every start, it builds only what is missing, with
// CREATE INDEX CONCURRENTLY outside any transaction, so a site that is serving keeps writing while
// a new server builds it; an index left invalid by an interrupted build is dropped and built again.
// Installing the package later and restarting is all it takes.
import { sql, type Kysely } from 'kysely';

export const RUM_TEXT_INDEX = 'materials_listed_text_rum';

/**
 * A date the index measures from (`created_at <=| it`: the nearer, the newer). Far enough ahead of
 * any upload, near enough that a float8 of seconds still tells microseconds apart.
 */
export const RUM_DATE_ORIGIN = '2100-01-01T00:00:00Z';

// The same rows as the GIN index of listed materials (20261102000000_material_list_indexes.ts),
// dated before the origin. That last condition is one only the RUM search states, so the planner
// never takes this index for another query's words: a bitmap of a prefix search from it spilled
// to disk and took 800 ms where the GIN index's takes 20.
const LISTED_BEFORE_ORIGIN = sql`review_status = 'approved' and visibility = 'public' and hidden_at is null
  and created_at < ${sql.lit(RUM_DATE_ORIGIN)}::timestamptz`;

interface Log {
  warn(obj: unknown, msg?: string): void;
}

/**
 * Builds the RUM index if PostgreSQL offers the extension and the index is not there; true when it
 * is there after. A refusal (a database role that may not create extensions, a build that fails)
 * is logged and leaves the GIN path: the site starts either way.
 */
export async function ensureRumIndex<DB>(db: Kysely<DB>, log?: Log): Promise<boolean> {
  const { rows } = await sql<{ available: boolean }>`select exists (select 1 from pg_available_extensions where name = 'rum') as available`.execute(db);
  if (!rows[0]?.available) return false;
  // One server builds it; another starting at the same time waits here, then finds it built.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${RUM_TEXT_INDEX}))`.execute(connection);
    try {
      await sql`create extension if not exists rum with schema public`.execute(connection);
      const state = await indexState(connection);
      if (state === 'valid') return true;
      if (state === 'invalid') await sql`drop index concurrently ${sql.id(RUM_TEXT_INDEX)}`.execute(connection);
      await sql`create index concurrently ${sql.id(RUM_TEXT_INDEX)} on materials
          using rum (search_vector public.rum_tsvector_addon_ops, created_at)
          with (attach = 'created_at', to = 'search_vector') where ${LISTED_BEFORE_ORIGIN}`.execute(connection);
      return true;
    } catch (error) {
      log?.warn({ err: error }, 'the RUM index was not built: the materials search keeps the GIN index');
      return false;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${RUM_TEXT_INDEX}))`.execute(connection);
    }
  });
}

async function indexState<DB>(db: Kysely<DB>): Promise<'valid' | 'invalid' | 'absent'> {
  const { rows } = await sql<{ valid: boolean }>`select i.indisvalid as valid from pg_index i
      join pg_class c on c.oid = i.indexrelid
      where c.relname = ${RUM_TEXT_INDEX} and c.relnamespace = to_regnamespace(current_schema())`.execute(db);
  if (rows.length === 0) return 'absent';
  return rows[0]!.valid ? 'valid' : 'invalid';
}

const known = new WeakMap<object, Promise<boolean>>();

/**
 * Whether this database has a usable RUM index: asked once per database handle (at the first
 * search after start), then remembered; a failed look is asked again next time.
 */
export function hasRumIndex<DB>(db: Kysely<DB>): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = indexState(db).then((state) => state === 'valid');
    answer.catch(() => known.delete(db));
    known.set(db, answer);
  }
  return answer;
}
