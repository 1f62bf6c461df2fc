// Frozen: a migration never changes once written; later changes get a new file.
// The words a search's spelling is checked against (docs/documents.md, "Typos and counts"): every
// word of the materials' titles and tags and of their documents' text, of the courses' names, and
// the courses' codes ('csc204') and their letters ('csc'), each once, with a trigram index for
// "the closest known word" (the PostgreSQL manual's way to suggest spellings with pg_trgm).
// Statement triggers with transition tables keep it: a bulk insert of a million materials adds
// its words in one statement, not a million. Each adds its words in order: two transactions
// adding some of the same new words (two document jobs at once) then wait for each other at
// most, never deadlock. A word whose last material goes stays; a correction to it is only shown
// when it finds more than the words as typed, so a stale word costs a lookup, never a wrong answer.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_terms (term text primary key)`.execute(db);
  await sql`create index search_terms_trgm_idx on search_terms using gin (term gin_trgm_ops)`.execute(db);

  // A text's words: lower case, split at anything but letters and digits, 3 to 40 characters,
  // at least one letter (a number is never misspelt into another).
  await sql`create function lectern_search_terms(text) returns setof text language sql immutable parallel safe as $$
      select distinct word from regexp_split_to_table(lower($1), '[^[:alnum:]]+') as word
      where length(word) between 3 and 40 and word ~ '[[:alpha:]]'
    $$`.execute(db);

  await sql`create function lectern_material_terms() returns trigger language plpgsql as $$
      begin
        insert into search_terms (term)
          select distinct t from changed, lectern_search_terms(changed.label || ' ' || lectern_tags_text(changed.tags)) as t
          order by 1
          on conflict do nothing;
        return null;
      end
    $$`.execute(db);
  // A document's text can be megabytes: its words come from PostgreSQL's own parser ('simple':
  // lower case, not stemmed, so a correction is a word people write), letters only.
  await sql`create function lectern_page_terms() returns trigger language plpgsql as $$
      begin
        insert into search_terms (term)
          select distinct word from changed, unnest(tsvector_to_array(to_tsvector('simple', changed.body))) as word
          where length(word) between 3 and 40 and word ~ '^[[:alpha:]]+$'
          order by 1
          on conflict do nothing;
        return null;
      end
    $$`.execute(db);
  await sql`create trigger material_pages_terms_insert after insert on material_pages
      referencing new table as changed for each statement execute function lectern_page_terms()`.execute(db);
  await sql`create function lectern_course_terms() returns trigger language plpgsql as $$
      begin
        insert into search_terms (term)
          select distinct t from changed, lectern_search_terms(
            changed.course_name || ' ' || changed.code_key || ' ' || regexp_replace(changed.code_key, '[0-9].*$', '')) as t
          order by 1
          on conflict do nothing;
        return null;
      end
    $$`.execute(db);
  // PostgreSQL allows one event per trigger with a transition table: insert and update apart.
  for (const [table, fn] of [
    ['materials', 'lectern_material_terms'],
    ['courses', 'lectern_course_terms'],
  ] as const) {
    for (const event of ['insert', 'update'] as const) {
      await sql`create trigger ${sql.raw(`${table}_terms_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing new table as changed for each statement execute function ${sql.raw(fn)}()`.execute(db);
    }
  }

  await sql`insert into search_terms (term)
      select t from materials m, lectern_search_terms(m.label || ' ' || lectern_tags_text(m.tags)) as t
      union
      select t from courses c, lectern_search_terms(c.course_name || ' ' || c.code_key || ' ' || regexp_replace(c.code_key, '[0-9].*$', '')) as t
      union
      select word from material_pages p, unnest(tsvector_to_array(to_tsvector('simple', p.body))) as word
      where length(word) between 3 and 40 and word ~ '^[[:alpha:]]+$'
      on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['materials', 'courses']) {
    for (const event of ['insert', 'update']) await sql`drop trigger ${sql.raw(`${table}_terms_${event}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger material_pages_terms_insert on material_pages`.execute(db);
  await sql`drop function lectern_page_terms()`.execute(db);
  await sql`drop function lectern_material_terms()`.execute(db);
  await sql`drop function lectern_course_terms()`.execute(db);
  await sql`drop function lectern_search_terms(text)`.execute(db);
  await sql`drop table search_terms`.execute(db);
}
