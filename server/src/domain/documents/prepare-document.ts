// The job that follows every file upload (docs/documents.md): an Office file converted to PDF
// (LibreOffice, in its own process), then the PDF read in a child process (page count, first
// page's shape and image, text), the pages without text (photos, scans) read by OCR where
// Tesseract is installed, and all of it saved at once. Until then the material is
// 'pending'; after the last failed try it is 'unavailable' and stays downloadable. The same job
// reads a file again, text only, when it was read without OCR and this server has it (read-again.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { MAX_UPLOAD_BYTES } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import { saveDocument } from './document-text.ts';
import { DocumentFailure } from './failure.ts';
import type { OfficeConverter } from './office/office-convert.ts';
import { readAgainByOcr } from './read-again.ts';
import { copyToTemp, readPdfText, type PdfReading } from './read-pdf.ts';

export const PREPARE_DOCUMENT = 'prepare-document';

export type PrepareDocumentJob = { materialId: string };

export const PREPARE_POLICY: JobPolicy = { attempts: 3, retryDelaySeconds: 5, expireInSeconds: 5 * 60, concurrency: 1 };

export interface DocumentDeps extends PdfReading {
  db: Kysely<Database>;
  /** null: this server has no LibreOffice, and Office files keep "no preview". */
  office: OfficeConverter | null;
  clock: () => Date;
}

const OFFICE_TYPES = new Set(['doc', 'docx', 'ppt', 'pptx'] as const);
type OfficeType = typeof OFFICE_TYPES extends Set<infer T> ? T : never;
const isOffice = (type: string): type is OfficeType => OFFICE_TYPES.has(type as OfficeType);

/**
 * Prepares one material's preview, converted PDF and text; once done, reads its text again only
 * if it was read without OCR and this server has it. Does nothing if it is gone.
 */
export async function prepareDocument(deps: DocumentDeps, materialId: string): Promise<void> {
  const { db, storage } = deps;
  const row = await db
    .selectFrom('materials')
    .select(['type', 'file_key', 'preview_key', 'read_key', 'text_indexed_at', 'ocr_pending'])
    .where('id', '=', materialId)
    .executeTakeFirst();
  if (!row?.file_key) return;
  if (row.text_indexed_at !== null) {
    // An Office file's converted PDF is read: no LibreOffice needed, and the same pages as before.
    if (row.ocr_pending && deps.ocr) await readAgainByOcr(deps, materialId, row.read_key ?? row.file_key);
    return;
  }
  if (isOffice(row.type) && !deps.office) {
    await db.updateTable('materials').set({ preview_status: 'none' }).where('id', '=', materialId).where('preview_status', '=', 'pending').execute();
    return;
  }

  const workDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lectern-document-'));
  const stored: string[] = [];
  try {
    const original = path.join(workDir, `original.${row.type}`);
    await copyToTemp(storage, row.file_key, original);
    let pdf = original;
    let readKey: string | null = null;
    if (isOffice(row.type) && deps.office) {
      const outDir = path.join(workDir, 'out');
      await fs.promises.mkdir(outDir);
      pdf = await deps.office.convert(original, row.type, outDir);
      const temp = await storage.receive(fs.createReadStream(pdf), MAX_UPLOAD_BYTES * 10);
      readKey = await storage.commit(temp);
      stored.push(readKey);
    }
    const contents = await readPdfText(deps, materialId, pdf, workDir, row.preview_key === null);
    const previewKey = contents.image ? await storage.putBytes(contents.image) : null;
    if (previewKey) stored.push(previewKey);
    const saved = await saveDocument(db, materialId, { pages: contents.pages, pageAspect: contents.aspect, previewKey, readKey, texts: contents.texts, ocrPending: contents.ocrPending }, deps.clock());
    if (saved) stored.length = 0;
  } finally {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}

/** Why a try failed, as kept on the row: a file's own problem as it is, anything else in general terms. */
function reasonOf(error: unknown): string {
  return error instanceof DocumentFailure ? error.message : 'The preview could not be made (an internal error; it is logged).';
}

/** The job kind the queue runs: each failed try records its reason; the last gives the preview up. */
export function prepareDocumentJob(deps: DocumentDeps, policy: JobPolicy = PREPARE_POLICY): JobKind<PrepareDocumentJob> {
  return {
    name: PREPARE_DOCUMENT,
    policy,
    async run({ materialId }) {
      try {
        await prepareDocument(deps, materialId);
      } catch (error) {
        // A file already read (read again for OCR) keeps its row as it was.
        await deps.db.updateTable('materials').set({ preview_error: reasonOf(error) }).where('id', '=', materialId).where('text_indexed_at', 'is', null).execute();
        throw error;
      }
    },
    async exhausted({ materialId }) {
      await deps.db
        .updateTable('materials')
        .set({ preview_status: 'unavailable' })
        .where('id', '=', materialId)
        .where('preview_status', '=', 'pending')
        .execute();
      // A file that could not be read again keeps the text it had, and is not tried at every start.
      await deps.db.updateTable('materials').set({ ocr_pending: false }).where('id', '=', materialId).where('ocr_pending', '=', true).execute();
    },
  };
}
