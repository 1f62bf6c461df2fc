// Frozen: a migration never changes once written; later changes get a new file.
// Indexes of the material lists and search suggestions (docs/api-contract.md, docs/architecture.md).
import { sql, type Kysely } from 'kysely';

const LISTED = sql`review_status = 'approved' and visibility = 'public' and hidden_at is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The A-Z sort of listed materials, which would otherwise sort every listed row for each page.
  await sql`create index materials_listed_name_idx on materials (lower(label), id) where ${LISTED}`.execute(db);
  // Words of listed materials only: a search needs no second bitmap to drop the unlisted ones.
  await sql`create index materials_listed_search_idx on materials using gin (search_vector) where ${LISTED}`.execute(db);
  // Code prefixes ('CSC2%') by btree whatever the database's collation (LIKE needs pattern ops outside C).
  await sql`create index courses_code_key_pattern_idx on courses (code_key text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists courses_code_key_pattern_idx`.execute(db);
  await sql`drop index if exists materials_listed_search_idx`.execute(db);
  await sql`drop index if exists materials_listed_name_idx`.execute(db);
}
