// At start: every stored file whose text is not yet read gets its job (docs/documents.md). This
// is the backfill when search inside notes first lands, and, on the embedded database, what
// brings back jobs a stopped process lost.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { PREPARE_DOCUMENT, type PrepareDocumentJob } from './prepare-document.ts';

const BATCH = 1000;

/** Queues the files still waiting, oldest first; returns how many. */
export async function queuePendingDocuments(db: Kysely<Database>, queue: JobQueue, { officeOn }: { officeOn: boolean }): Promise<number> {
  // Office files that waited for a server with LibreOffice: this one has it.
  if (officeOn) {
    await db.updateTable('materials').set({ preview_status: 'pending' }).where('preview_status', '=', 'none').where('file_key', 'is not', null).where('text_indexed_at', 'is', null).execute();
  }
  let queued = 0;
  let after: { created_at: Date; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('materials')
      .select(['id', 'created_at'])
      .where('file_key', 'is not', null)
      .where('text_indexed_at', 'is', null)
      .where('preview_status', '<>', 'unavailable')
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH);
    if (!officeOn) query = query.where('type', '=', 'pdf');
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) => eb.or([eb('created_at', '>', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '>', id)])]));
    }
    const rows = await query.execute();
    if (rows.length === 0) return queued;
    await queue.sendMany<PrepareDocumentJob>(
      PREPARE_DOCUMENT,
      rows.map((row) => ({ data: { materialId: row.id }, key: row.id })),
    );
    queued += rows.length;
    after = rows[rows.length - 1]!;
  }
}
