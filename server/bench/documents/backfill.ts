// The backfill's speed (docs/documents.md, "Scale": the time it takes per 10k materials), measured on the
// real path: `count` real text PDFs (demo-pdf.ts's writer, 1-3 pages of course text each) stored
// on the local disk under the server's DATA_DIR, their rows inserted as files stored before the
// feature landed (text_indexed_at null, 'pending'), then the start-up backfill
// (queuePendingDocuments) on an in-process queue running the document job (prepareDocument: the
// PDF read in a child process, first page rendered, text saved) with its production policy (one
// at a time per server). The figure per 10k is that time scaled, not a run of 10k.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { prepareDocumentJob, queuePendingDocuments } from '../../src/domain/documents/index.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { createMemoryQueue } from '../../src/platform/jobs/memory-queue.ts';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import { writePdf } from '../../src/setup/seed/demo-pdf.ts';
import { documentPages } from './course-text.ts';

export interface BackfillFigures {
  files: number;
  pdfBytes: number;
  pages: number;
  ms: number;
  ready: number;
  failed: number;
}

/** Document numbers of the backfill's PDFs: apart from the catalogue's, so their text differs. */
const FIRST = 50_000_000;

export async function measureBackfill(db: Kysely<Database>, dataDir: string, count: number): Promise<BackfillFigures> {
  const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
  const uploader = await db.selectFrom('users').select('id').where('email', 'like', '%@bench.invalid').limit(1).executeTakeFirstOrThrow();
  let pdfBytes = 0;
  for (let i = 0; i < count; i++) {
    const n = FIRST + i;
    // 1-3 pages: a page holds about 2,500 characters of wrapped text.
    const paragraphs = documentPages(n, 1500 + (i % 3) * 2500);
    const pdf = writePdf({ title: `Backfill notes ${i + 1}`, subtitle: 'Bench course', paragraphs });
    pdfBytes += pdf.length;
    const key = await storage.putBytes(pdf);
    await db
      .insertInto('materials')
      .values({
        uploader_id: uploader.id,
        label: `Backfill notes ${i + 1}`,
        classification: 'lecture-notes',
        type: 'pdf',
        file_key: key,
        file_name: `backfill-${i + 1}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: pdf.length,
        content_hash: createHash('sha256').update(pdf).digest('hex'),
        preview_status: 'pending',
        visibility: 'public',
        review_status: 'approved',
      })
      .execute();
  }

  const log = { error: (object: object, message: string) => console.error(message, object) };
  const queue = createMemoryQueue(log);
  await queue.work(prepareDocumentJob({ db, storage, office: null, clock: () => new Date() }));
  const started = Date.now();
  await queuePendingDocuments(db, queue, { officeOn: false });
  await queue.idle();
  const ms = Date.now() - started;
  await queue.stop();

  const outcome = await sql<{ ready: number; failed: number; pages: number }>`select
      count(*) filter (where preview_status = 'ready' and text_indexed_at is not null)::int as ready,
      count(*) filter (where preview_status <> 'ready' or text_indexed_at is null)::int as failed,
      coalesce(sum(pages), 0)::int as pages
    from materials where label like 'Backfill notes %'`.execute(db);
  const { ready, failed, pages } = outcome.rows[0]!;
  return { files: count, pdfBytes, pages, ms, ready, failed };
}
