// Frozen: a migration never changes once written; later changes get a new file.
// Page 1's shape: height / width of the first page as a reader sees it (after the
// page's own rotation), recorded when the document job reads the PDF. The material page reserves
// that box before pdf.js draws anything, so nothing below the viewer moves when it does. Null for
// links, files not read yet and rows read before this column: the client then assumes A4 portrait.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials add column page_aspect real check (page_aspect > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials drop column page_aspect`.execute(db);
}
