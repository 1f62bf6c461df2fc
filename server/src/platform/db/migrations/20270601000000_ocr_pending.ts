// Frozen: a migration never changes once written; later changes get a new file.
// Files whose text was read by a server without OCR (Tesseract) while some of their pages had no
// text (photos of notes, scans): true from that read until a server with OCR has read them again
// (docs/documents.md). The next start with OCR queues them; a page OCR itself failed on is never
// flagged, so it is not tried at every start.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A constant default is kept in the catalogue: no row is rewritten, however many there are.
  await sql`alter table materials add column ocr_pending boolean not null default false`.execute(db);
  // Only flagged rows are in it, so the start's look-up never reads the table. Building it reads
  // the table once and writes nothing: no row is flagged yet.
  await sql`create index materials_ocr_pending_idx on materials (created_at, id) where ocr_pending`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists materials_ocr_pending_idx`.execute(db);
  await sql`alter table materials drop column ocr_pending`.execute(db);
}
