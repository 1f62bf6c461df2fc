// Frozen: a migration never changes once written; later changes get a new file.
// Documents (docs/documents.md): previews made by background jobs, Office files' converted PDFs,
// and the text inside every file, searched with the title, tags and description.
import { sql, type Kysely } from 'kysely';

const LISTED = sql`review_status = 'approved' and visibility = 'public' and hidden_at is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials
    add column preview_status text not null default 'none'
      check (preview_status in ('pending', 'ready', 'unavailable', 'none')),
    add column preview_error text,
    add column read_key text,
    add column body_vector tsvector,
    add column text_indexed_at timestamptz`.execute(db);
  // Files stored before this: a PDF already has its preview; every file waits for its text (the backfill).
  await sql`update materials set preview_status = case
      when type = 'link' then 'none'
      when type = 'pdf' and pages is not null then 'ready'
      else 'pending' end`.execute(db);
  await sql`create index materials_text_backfill_idx on materials (created_at)
    where file_key is not null and text_indexed_at is null`.execute(db);

  // Weighted and stemmed: title first, then tags, then description, then the body ('english'
  // stems 'integrals' to 'integr'). Course codes are matched apart (courses.code_key).
  await sql`alter table materials drop column search_vector`.execute(db);
  await sql`alter table materials add column search_vector tsvector not null generated always as (
      setweight(to_tsvector('english', label), 'A')
      || setweight(to_tsvector('english', lectern_tags_text(tags)), 'B')
      || setweight(to_tsvector('english', coalesce(description, '')), 'C')
      || coalesce(body_vector, ''::tsvector)
    ) stored`.execute(db);
  await sql`create index materials_search_vector_idx on materials using gin (search_vector)`.execute(db);
  await sql`create index materials_listed_search_idx on materials using gin (search_vector) where ${LISTED}`.execute(db);

  // Each page's text, for the snippet and its page number.
  await sql`create table material_pages (
      material_id uuid not null references materials (id) on delete cascade,
      page integer not null check (page >= 1),
      body text not null,
      primary key (material_id, page)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists material_pages`.execute(db);
  await sql`alter table materials drop column search_vector`.execute(db);
  await sql`alter table materials add column search_vector tsvector not null generated always as (
      to_tsvector('simple', label || ' ' || coalesce(description, '') || ' ' || lectern_tags_text(tags))) stored`.execute(db);
  await sql`create index materials_search_vector_idx on materials using gin (search_vector)`.execute(db);
  await sql`create index materials_listed_search_idx on materials using gin (search_vector) where ${LISTED}`.execute(db);
  await sql`alter table materials drop column preview_status, drop column preview_error, drop column read_key,
    drop column body_vector, drop column text_indexed_at`.execute(db);
}
