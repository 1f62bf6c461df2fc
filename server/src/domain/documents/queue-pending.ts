// At start: every stored file whose text is not yet read gets its job (docs/documents.md). This
// is the backfill when search inside notes first lands, and, on the embedded database, what
// brings back jobs a stopped process lost. On a server with OCR, so do the files read where there
// was none while some of their pages had no text: the same job reads them again.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { PREPARE_DOCUMENT, type PrepareDocumentJob } from './prepare-document.ts';

const BATCH = 1000;

type Waiting = SelectQueryBuilder<Database, 'materials', { id: string; created_at: Date }>;

/** Queues the files still waiting, oldest first; returns how many. */
export async function queuePendingDocuments(db: Kysely<Database>, queue: JobQueue, { officeOn, ocrOn = false }: { officeOn: boolean; ocrOn?: boolean }): Promise<number> {
  // Office files that waited for a server with LibreOffice: this one has it.
  if (officeOn) {
    await db.updateTable('materials').set({ preview_status: 'pending' }).where('preview_status', '=', 'none').where('file_key', 'is not', null).where('text_indexed_at', 'is', null).execute();
  }
  let queued = await queueInBatches(db, queue, (query) => {
    const unread = query.where('file_key', 'is not', null).where('text_indexed_at', 'is', null).where('preview_status', '<>', 'unavailable');
    return officeOn ? unread : unread.where('type', '=', 'pdf');
  });
  // Read while no server had OCR: this one has it (a page OCR itself failed on is never flagged).
  if (ocrOn) queued += await queueInBatches(db, queue, (query) => query.where('ocr_pending', '=', true));
  return queued;
}

/** Sends a job for each material `filter` keeps, a batch at a time (keyed by material: queued once). */
async function queueInBatches(db: Kysely<Database>, queue: JobQueue, filter: (query: Waiting) => Waiting): Promise<number> {
  let queued = 0;
  let after: { created_at: Date; id: string } | null = null;
  for (;;) {
    let query = filter(db.selectFrom('materials').select(['id', 'created_at'])).orderBy('created_at').orderBy('id').limit(BATCH);
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
