// Frozen: a migration never changes once written; later changes get a new file.
// The heading alone as its own vector (docs/documents.md): title (A), tags (B), description (C),
// with a GIN index over listed rows. A search finds and ranks heading matches from it without
// unpacking any document's terms, which search_vector holds beside the heading's.
import { sql, type Kysely } from 'kysely';

const LISTED = sql`review_status = 'approved' and visibility = 'public' and hidden_at is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials add column heading_vector tsvector not null generated always as (
      setweight(to_tsvector('english', label), 'A')
      || setweight(to_tsvector('english', lectern_tags_text(tags)), 'B')
      || setweight(to_tsvector('english', coalesce(description, '')), 'C')
    ) stored`.execute(db);
  await sql`create index materials_listed_heading_idx on materials using gin (heading_vector) where ${LISTED}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials drop column heading_vector`.execute(db);
}
