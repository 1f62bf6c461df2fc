// The job that follows every file upload (docs/documents.md): an Office file converted to PDF
// (LibreOffice, in its own process), then the PDF read in a child process (page count, first
// page's shape and image, text), the pages without text (photos, scans) read by OCR where
// Tesseract is installed, and all of it saved at once. Until then the material is
// 'pending'; after the last failed try it is 'unavailable' and stays downloadable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { MAX_UPLOAD_BYTES } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { JobKind, JobPolicy } from '../../platform/jobs/job-queue.ts';
import type { Ocr } from '../../platform/ocr/tesseract.ts';
import { analysePdf, PDF_LIMITS, type PdfLimits } from './analyse/analyse-pdf.ts';
import { saveDocument } from './document-text.ts';
import { DocumentFailure } from './failure.ts';
import { OCR_PAGE_LIMITS, ocrRender, readPagesByOcr, type OcrPageLimits } from './ocr-pages.ts';
import type { OfficeConverter } from './office/office-convert.ts';

export const PREPARE_DOCUMENT = 'prepare-document';

export type PrepareDocumentJob = { materialId: string };

export const PREPARE_POLICY: JobPolicy = { attempts: 3, retryDelaySeconds: 5, expireInSeconds: 5 * 60, concurrency: 1 };

export interface DocumentDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** null: this server has no LibreOffice, and Office files keep "no preview". */
  office: OfficeConverter | null;
  clock: () => Date;
  pdfLimits?: PdfLimits;
  /** Tesseract for the text of pages that have none (photos, scans); null or left out: off (the app looks for it at start: findOcr). */
  ocr?: Ocr | null;
  ocrLimits?: OcrPageLimits;
  /** Where the job says which pages OCR could not read. */
  log?: { info(message: string): void; warn(message: string): void };
}

const OFFICE_TYPES = new Set(['doc', 'docx', 'ppt', 'pptx'] as const);
type OfficeType = typeof OFFICE_TYPES extends Set<infer T> ? T : never;
const isOffice = (type: string): type is OfficeType => OFFICE_TYPES.has(type as OfficeType);

async function copyToTemp(storage: FileStorage, key: string, file: string): Promise<void> {
  const stored = await storage.get(key);
  if (!stored) throw new DocumentFailure('The stored file is missing.');
  await pipeline(stored.stream, fs.createWriteStream(file, { flags: 'wx' }));
}

/** Prepares one material's preview, converted PDF and text; does nothing if it is gone or done. */
export async function prepareDocument(deps: DocumentDeps, materialId: string): Promise<void> {
  const { db, storage } = deps;
  const row = await db
    .selectFrom('materials')
    .select(['type', 'file_key', 'preview_key', 'text_indexed_at'])
    .where('id', '=', materialId)
    .executeTakeFirst();
  if (!row?.file_key || row.text_indexed_at !== null) return;
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
    const ocrLimits = deps.ocrLimits ?? OCR_PAGE_LIMITS;
    const pdfLimits = deps.pdfLimits ?? PDF_LIMITS;
    let ocrDir: string | null = null;
    if (deps.ocr && ocrLimits.maxPages > 0) {
      ocrDir = path.join(workDir, 'ocr');
      await fs.promises.mkdir(ocrDir);
    }
    const contents = await analysePdf(pdf, { render: row.preview_key === null, ocr: ocrDir ? ocrRender(ocrDir, ocrLimits) : null }, pdfLimits);
    if (deps.ocr && contents.ocrImages.length > 0) {
      const { missed } = await readPagesByOcr(deps.ocr, contents.ocrImages, contents.texts, pdfLimits.maxTextChars, ocrLimits);
      if (missed > 0) deps.log?.warn(`OCR could not read ${missed} of ${contents.ocrImages.length} pages of material ${materialId} (failed or out of time); they have no text`);
    }
    const previewKey = contents.image ? await storage.putBytes(contents.image) : null;
    if (previewKey) stored.push(previewKey);
    const saved = await saveDocument(db, materialId, { pages: contents.pages, pageAspect: contents.aspect, previewKey, readKey, texts: contents.texts }, deps.clock());
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
        await deps.db.updateTable('materials').set({ preview_error: reasonOf(error) }).where('id', '=', materialId).execute();
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
    },
  };
}
